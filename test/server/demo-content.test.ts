/**
 * The promises of the shipped demo content (scripts/content/): the size of the question bank and
 * its mix (quant with TITA questions, RC passages, DI/LR sets with tables), the format of every
 * question (written solution, TITA rows with empty options and a numeric answer, MCQ options all
 * different, sets consecutive with their text on the first question only), the demo forums (enough
 * of them, nested threads, demo authors only), and that questions.xlsx was rebuilt from the JSON
 * after its last change (run `node --import tsx scripts/build-content-xlsx.ts`).
 */
import t from 'tap';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import {
  buildContentWorkbook,
  contentFolder,
  contentHeaders,
  nonQuestionFiles,
  readContentQuestions,
  setKey,
  workbookCells,
  type SourcedQuestion,
} from '../../scripts/contentWorkbook.ts';
import { demoAuthors } from '../../server/demo.ts';
import { readDemoForums, type DemoReply } from '../../server/demoForums.ts';

const categories = ['Quantitative Aptitude', 'Data Interpretation & Logical Reasoning', 'Verbal Ability & Reading Comprehension'];
const sources = ['Community Practice Set', 'Sectional Mock Series', 'Previous Year Pattern', 'Mentor Drill'];
const quantFile = 'quantitative-aptitude.json';
/** A GFM table's delimiter row, e.g. `| --- | :---: |`. */
const gfmTable = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/m;

const questions: SourcedQuestion[] = readContentQuestions();
const rawFiles = readdirSync(contentFolder)
  .filter((name) => name.endsWith('.json') && !nonQuestionFiles.has(name))
  .map((name) => ({ name, rows: JSON.parse(readFileSync(join(contentFolder, name), 'utf8')) as Record<string, unknown>[] }));

/** The sets in file order: their questions, by set key. */
function setsOf(list: SourcedQuestion[]): SourcedQuestion[][] {
  const sets = new Map<string, SourcedQuestion[]>();
  for (const q of list) if (q.setTitle !== undefined) sets.set(setKey(q), [...(sets.get(setKey(q)) ?? []), q]);
  return [...sets.values()];
}

t.test('the bank holds enough questions of each kind', async (t) => {
  const quant = questions.filter((q) => q.file === quantFile);
  const tita = questions.filter((q) => q.questionType === 'TITA');
  t.ok(quant.length >= 90, `quant has ${quant.length} questions (>= 90)`);
  t.ok(quant.filter((q) => q.questionType === 'TITA').length >= 30, `quant has ${quant.filter((q) => q.questionType === 'TITA').length} TITA questions (>= 30)`);
  t.ok(questions.length >= 250, `the bank has ${questions.length} questions (>= 250)`);
  t.ok(tita.length >= 40, `the bank has ${tita.length} TITA questions (>= 40)`);
  const sets = setsOf(questions);
  const rc = sets.filter((set) => set[0]!.topic === 'Reading Comprehension');
  t.ok(rc.length >= 6, `${rc.length} RC sets (>= 6)`);
  const dilr = sets.filter((set) => set[0]!.category === 'Data Interpretation & Logical Reasoning');
  t.ok(dilr.length >= 6, `${dilr.length} DI/LR sets (>= 6)`);
  const withTable = dilr.filter((set) => gfmTable.test(set[0]!.setText ?? ''));
  t.ok(withTable.length >= 4, `${withTable.length} DI/LR sets with a GFM table (>= 4)`);
});

t.test('every question follows the content format', async (t) => {
  const problems = new Map<string, string[]>(rawFiles.map(({ name }) => [name, []]));
  for (const { name, rows } of rawFiles) {
    rows.forEach((row, index) => {
      if (!('questionType' in row)) problems.get(name)!.push(`question ${index + 1}: questionType is not written`);
    });
  }
  for (const q of questions) {
    const fail = (what: string) => problems.get(q.file)!.push(`"${q.questionText.slice(0, 50)}": ${what}`);
    if (!categories.includes(q.category)) fail(`unknown category ${q.category}`);
    if (!sources.includes(q.source)) fail(`unknown source ${q.source}`);
    if (!q.explanation?.trim()) fail('has no explanation');
    const options = [q.optionA, q.optionB, q.optionC, q.optionD];
    if (q.questionType === 'TITA') {
      if (options.some((option) => option !== '')) fail('TITA options must be empty');
      if (!/^-?\d+(\.\d+)?$/.test(q.correctAnswer) || !Number.isFinite(Number(q.correctAnswer))) fail('TITA answer must be a number');
      if (q.answerTolerance !== undefined && !(q.answerTolerance >= 0)) fail('answerTolerance must be a number >= 0');
    } else {
      if (!['A', 'B', 'C', 'D'].includes(q.correctAnswer)) fail('MCQ answer must be A-D');
      if (new Set(options.map((option) => option.trim())).size !== 4 || options.some((option) => option.trim() === '')) fail('MCQ options must be four different texts');
      if (q.answerTolerance !== undefined) fail('MCQ has no answerTolerance');
    }
  }
  for (const [name, list] of problems) {
    t.same(list.slice(0, 10), [], `${name}: every question is well formed (${list.length} problems)`);
  }
});

t.test('sets are consecutive, 4-6 questions, with their text on the first question only', async (t) => {
  for (const { name, rows } of rawFiles) {
    const problems: string[] = [];
    const seen = new Set<string>();
    let previous = null as { key: string; title: unknown } | null;
    let run = 0;
    const closeRun = () => {
      if (previous !== null && (run < 4 || run > 6)) problems.push(`set "${previous.title}" has ${run} questions (4-6)`);
    };
    for (const row of rows) {
      const key = typeof row.setTitle === 'string' ? JSON.stringify([row.category, row.topic, row.source, row.setTitle]) : null;
      if (key !== previous?.key) {
        closeRun();
        run = 0;
        if (key !== null) {
          if (seen.has(key)) problems.push(`set "${row.setTitle}" is not consecutive`);
          seen.add(key);
          if (typeof row.setText !== 'string' || row.setText.trim() === '') problems.push(`set "${row.setTitle}" has no text on its first question`);
        }
      } else if (key !== null && row.setText !== undefined) {
        problems.push(`set "${row.setTitle}" repeats its text after the first question`);
      }
      if (key === null && row.setText !== undefined) problems.push(`a stand-alone question has a setText: "${String(row.questionText).slice(0, 50)}"`);
      previous = key === null ? null : { key, title: row.setTitle };
      run++;
    }
    closeRun();
    t.same(problems, [], `${name}: ${seen.size} sets well formed`);
  }
});

t.test('forums.json: enough forums, nested threads, demo authors only', async (t) => {
  const forums = await readDemoForums();
  t.ok(forums.length >= 5, `${forums.length} forums (>= 5)`);
  const allowed = new Set(demoAuthors);
  const authorsOf = (replies: DemoReply[]): string[] => replies.flatMap((reply) => [reply.author, ...authorsOf(reply.replies)]);
  for (const forum of forums) {
    t.ok(forum.posts.length > 0, `"${forum.title}" has posts`);
    t.ok(
      forum.posts.some((post) => post.replies.some((reply) => reply.replies.length > 0)),
      `"${forum.title}" has at least one nested reply`,
    );
    for (const author of forum.posts.flatMap((post) => [post.author, ...authorsOf(post.replies)])) {
      if (!allowed.has(author)) t.fail(`"${forum.title}": unknown author ${author}`);
    }
  }
  t.equal(new Set(forums.map((forum) => forum.title.toLowerCase())).size, forums.length, 'forum titles are unique');
});

t.test('questions.xlsx is the build of the JSON files', async (t) => {
  const stored = new ExcelJS.Workbook();
  await stored.xlsx.readFile(join(contentFolder, 'questions.xlsx'));
  const storedCells = workbookCells(stored);
  const builtCells = workbookCells(buildContentWorkbook(questions));
  t.same(storedCells[0], [...contentHeaders], 'the fourteen headers');
  t.equal(storedCells.length, builtCells.length, 'one row per question (rebuild with scripts/build-content-xlsx.ts)');
  const firstDifference = builtCells.findIndex((row, index) => JSON.stringify(row) !== JSON.stringify(storedCells[index]));
  t.equal(firstDifference, -1, firstDifference === -1 ? 'every cell matches' : `row ${firstDifference + 1} differs: rebuild with scripts/build-content-xlsx.ts`);
});
