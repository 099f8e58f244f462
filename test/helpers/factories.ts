/** Test data factories: users (through the real registration service) and questions (through the import service). */
import type { ImportRow } from '@common/api/imports.ts';
import type { Database } from '../../server/db/client.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema/index.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { importRows } from '../../server/features/imports/imports.service.ts';

export const defaultPassword = 'Secret@123';
let sequence = 0;

/** Registers a user (Student unless told) and optionally makes it an admin. */
export async function createUser(
  db: Database,
  overrides: Partial<{ name: string; username: string; emailId: string; mobile: string; role: 'admin' | 'user'; password: string }> = {},
) {
  sequence++;
  const username = overrides.username ?? `user${sequence}_${Date.now().toString(36)}`;
  const user = await register(db, {
    name: overrides.name ?? `Test User ${sequence}`,
    username,
    password: overrides.password ?? defaultPassword,
    mobile: overrides.mobile ?? null,
    emailId: overrides.emailId ?? `${username}@example.org`,
    userType: 'Student',
  });
  if (overrides.role === 'admin') {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    return { ...user, role: 'admin' as const, password: overrides.password ?? defaultPassword };
  }
  return { ...user, password: overrides.password ?? defaultPassword };
}

export interface QuestionSpec {
  category?: string;
  topic?: string;
  source?: string;
  questionText?: string;
  /** A-D for MCQ; a decimal number such as "42" for TITA. */
  correctAnswer?: string;
  /** MCQ unless told. */
  questionType?: 'MCQ' | 'TITA';
  /** The set the question belongs to (same title, category, topic and source: the same set). */
  setTitle?: string;
  /** The set's passage; needed on the first question of a new set. */
  setText?: string;
  /** TITA only (default 0). */
  answerTolerance?: string;
  explanation?: string;
  /** The four options (generated for MCQ unless given; "" for TITA). */
  options?: [string, string, string, string];
}

/** An import row for `spec`, with generated text and options. */
export function questionRow(spec: QuestionSpec = {}, rowNumber = 2): ImportRow {
  sequence++;
  const tita = spec.questionType === 'TITA';
  const options = spec.options ?? (tita ? ['', '', '', ''] : [`${sequence * 2}`, `${sequence * 2 + 1}`, `${sequence * 2 + 2}`, `${sequence * 2 + 3}`]);
  return {
    rowNumber,
    category: spec.category ?? 'Quantitative Aptitude',
    topic: spec.topic ?? 'Number Systems',
    source: spec.source ?? 'Community Practice Set',
    questionText: spec.questionText ?? `What is ${sequence} + ${sequence}? (question ${sequence})`,
    optionA: options[0],
    optionB: options[1],
    optionC: options[2],
    optionD: options[3],
    correctAnswer: spec.correctAnswer ?? (tita ? `${sequence * 2}` : 'A'),
    questionType: spec.questionType ?? 'MCQ',
    setTitle: spec.setTitle ?? '',
    setText: spec.setText ?? '',
    answerTolerance: spec.answerTolerance ?? (tita ? '0' : ''),
    explanation: spec.explanation ?? '',
    errors: [],
  };
}

/** Inserts approved questions through the import service; returns nothing (query ids by filters). */
export async function createQuestions(db: Database, specs: QuestionSpec[], submittedBy: number | null = null) {
  return importRows(db, specs.map((spec, index) => questionRow(spec, index + 2)), { submittedBy });
}
