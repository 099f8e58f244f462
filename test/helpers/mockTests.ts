/** Mock test helpers: a seeded bank (MCQ, TITA and a set), logged-in clients, and test creation through the API. */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client.ts';
import { questions } from '../../server/db/schema/index.ts';
import { createQuestions, createUser } from './factories.ts';
import { TestClient } from './http.ts';

/** A logged-in client of a new user (an admin when told). */
export async function loggedIn(app: FastifyInstance, db: Database, role: 'admin' | 'user' = 'user') {
  const user = await createUser(db, { role });
  const client = new TestClient(app);
  await client.login(user.username, user.password);
  return { user, client };
}

/**
 * Approved questions: in "Quantitative Aptitude" `mcq` MCQ (correct answer A) and two TITA (correct
 * 42 and 2.5 ± 0.01); in "Verbal Ability" a four-question set (correct A) and two stand-alone MCQ.
 * Answers the rows by kind, in id order.
 */
export async function seedBank(db: Database, mcq = 6) {
  await createQuestions(db, Array.from({ length: mcq }, () => ({ category: 'Quantitative Aptitude', correctAnswer: 'A' })));
  await createQuestions(db, [
    { category: 'Quantitative Aptitude', questionType: 'TITA', correctAnswer: '42' },
    { category: 'Quantitative Aptitude', questionType: 'TITA', correctAnswer: '2.5', answerTolerance: '0.01' },
  ]);
  await createQuestions(
    db,
    Array.from({ length: 4 }, (_, i) => ({ category: 'Verbal Ability', topic: 'Reading', setTitle: 'Monsoon passage', setText: 'The monsoon arrives in June.', questionText: `Set question ${i + 1}`, correctAnswer: 'A' })),
  );
  await createQuestions(db, [
    { category: 'Verbal Ability', topic: 'Grammar', correctAnswer: 'A' },
    { category: 'Verbal Ability', topic: 'Grammar', correctAnswer: 'A' },
  ]);
  const rows = await db.select().from(questions).orderBy(asc(questions.id));
  const quant = rows.filter((q) => q.categoryId === rows[0]!.categoryId);
  const verbal = rows.filter((q) => q.categoryId !== rows[0]!.categoryId);
  return {
    mcq: quant.filter((q) => q.questionType === 'MCQ'),
    tita: quant.filter((q) => q.questionType === 'TITA'),
    setMembers: verbal.filter((q) => q.setId !== null),
    verbalSingles: verbal.filter((q) => q.setId === null),
    quantCategoryId: quant[0]!.categoryId,
    verbalCategoryId: verbal[0]!.categoryId,
  };
}

/** Creates a test through POST /api/tests as `admin`; throws unless 201. */
export async function createTestViaApi(admin: TestClient, body: object): Promise<{ id: number; [key: string]: unknown }> {
  const res = await admin.post('/api/tests', { payload: body });
  if (res.statusCode !== 201) throw new Error(`createTest: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** PUT /api/attempts/{id}/answers/{questionId}. */
export function saveAnswer(client: TestClient, attemptId: number, questionId: number, body: object) {
  return client.request({ method: 'PUT', url: `/api/attempts/${attemptId}/answers/${questionId}`, payload: body });
}
