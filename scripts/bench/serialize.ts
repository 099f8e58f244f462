/**
 * `npm run bench -- serialize`: the CPU cost of serialising answers through their route's zod
 * response schema (fastify-type-provider-zod's serializer, which parses the answer with the schema,
 * dropping undeclared keys, then stringifies it), next to plain `JSON.stringify` of the same answer
 * measured in the same run (the cost before routes declared their answers). Answers are the two hot
 * ones of the question bank: one question (GET /api/getQuestionsbyId) and a page of 50 summaries
 * (GET /api/getQuestionsByFilters), built from the bench rows. Prints microseconds per answer and
 * the ratio; no server, database or network involved.
 */
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { questionSchema, questionSummarySchema, type Question, type QuestionSummary } from '../../common/api/questions.ts';
import { benchRows } from './data.ts';

/** The same answer serialised `iterations` times; microseconds per answer. */
function timePerCall(serialize: (answer: unknown) => string, answer: unknown, iterations: number): number {
  for (let i = 0; i < Math.min(1000, iterations); i += 1) serialize(answer); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) serialize(answer);
  return Number(process.hrtime.bigint() - started) / 1000 / iterations;
}

/** The serializer Fastify runs for a route answering `schema`. */
function routeSerializer(schema: z.ZodType): (answer: unknown) => string {
  return serializerCompiler({ schema, method: 'GET', url: '/bench', httpStatus: '200' } as never) as (answer: unknown) => string;
}

/** Prints one line per answer: JSON.stringify, route serializer, ratio. */
export function benchSerialize(): void {
  const rows = benchRows(50);
  const summaries: QuestionSummary[] = rows.map((row, index) => ({
    id: index + 1,
    questionText: row.questionText,
    questionType: 'MCQ',
    setId: null,
    section: row.category,
    topic: row.topic,
    source: row.source,
    categoryId: 1 + (index % 3),
    topicId: 1 + (index % 10),
    sourceId: 1 + (index % 4),
  }));
  const first = rows[0]!;
  const question: Question = {
    ...summaries[0]!,
    optionA: first.optionA,
    optionB: first.optionB,
    optionC: first.optionC,
    optionD: first.optionD,
    correctAnswer: null,
    answerTolerance: null,
    explanation: null,
    set: null,
    submittedBy: 7,
    submitter: { id: 7, name: 'Bench User', username: 'bench', userType: 'Student' },
    dateTimeSubmitted: new Date(0).toISOString(),
    status: 'approved',
    comments: [1, 2, 3],
    difficulty: { level: 'medium', firstAttempts: 40, correctShare: 0.55, medianTimeCorrect: 95 },
    myLastResponse: null,
    bookmarked: false,
  };
  const cases = [
    { name: 'one question (getQuestionsbyId)', schema: questionSchema, answer: question, iterations: 200_000 },
    { name: 'page of 50 summaries (getQuestionsByFilters)', schema: z.array(questionSummarySchema), answer: summaries, iterations: 20_000 },
  ];
  console.log('\nanswer serialisation, microseconds per answer (same run)');
  console.log('answer'.padEnd(46) + 'JSON.stringify'.padStart(16) + 'zod schema'.padStart(12) + 'ratio'.padStart(8));
  for (const { name, schema, answer, iterations } of cases) {
    const plain = timePerCall((value) => JSON.stringify(value), answer, iterations);
    const declared = timePerCall(routeSerializer(schema), answer, iterations);
    console.log(name.padEnd(46) + plain.toFixed(1).padStart(16) + declared.toFixed(1).padStart(12) + `${(declared / plain).toFixed(1)}x`.padStart(8));
  }
}
