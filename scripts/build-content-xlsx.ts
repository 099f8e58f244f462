/**
 * Rebuilds scripts/content/questions.xlsx (the demo question bank loaded by `npm run seed`) from
 * the editable JSON sources beside it (every `*.json` except forums.json), with the import template's
 * fourteen columns (contract section 7.2): the spec's nine by position, then Question Type, Set
 * Title, Set Text, Answer Tolerance and Explanation. Every question is checked first
 * (scripts/contentWorkbook.ts); an invalid one stops the build with its file and position.
 * Run: node --import tsx scripts/build-content-xlsx.ts
 */
import { join } from 'node:path';
import { buildContentWorkbook, contentFolder, readContentQuestions, setKey } from './contentWorkbook.ts';

const questions = readContentQuestions();
await buildContentWorkbook(questions).xlsx.writeFile(join(contentFolder, 'questions.xlsx'));
const tita = questions.filter((q) => q.questionType === 'TITA').length;
const sets = new Set(questions.filter((q) => q.setTitle !== undefined).map(setKey)).size;
console.log(`wrote ${questions.length} questions (${tita} TITA, ${sets} sets) to scripts/content/questions.xlsx`);
