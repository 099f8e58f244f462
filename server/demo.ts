/**
 * Demo content (docs/contract.md section 3): the shipped question bank, loaded through the same import
 * service admins use, and three demo accounts (admin, mentor, student) with random passwords that
 * are returned once, on creation, for printing. Idempotent: a second run creates nothing. App-level
 * composition (like app.ts): it may use several features, which must not import each other.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './db/client.ts';
import { mentorRequests, users } from './db/schema/index.ts';
import { findUserByUsername, insertUser } from './features/accounts/accounts.repo.ts';
import { hashPassword } from './features/accounts/password.ts';
import { parseWorkbook } from './features/imports/imports.parse.ts';
import { importRows, type ImportResult } from './features/imports/imports.service.ts';

export const demoContentFile = join(import.meta.dirname, '..', 'scripts', 'content', 'questions.xlsx');

const demoAccounts = [
  { username: 'demo_admin', name: 'Demo Admin', role: 'admin', userType: 'Mentor', emailId: 'admin@demo.mbaprep.local' },
  { username: 'demo_mentor', name: 'Demo Mentor', role: 'user', userType: 'Mentor', emailId: 'mentor@demo.mbaprep.local' },
  { username: 'demo_student', name: 'Demo Student', role: 'user', userType: 'Student', emailId: 'student@demo.mbaprep.local' },
] as const;

export interface DemoCredentials {
  username: string;
  password: string;
  role: string;
}

/** A random password that satisfies the registration rule (upper, lower, digit, symbol). */
function demoPassword(): string {
  return `Demo@${randomBytes(6).toString('hex')}A1`;
}

export interface DemoResult {
  /** Accounts created by this run, with their one-time-shown passwords. */
  accounts: DemoCredentials[];
  questions: ImportResult;
}

/** Creates the missing demo accounts and imports the demo question bank (submitted by the demo mentor). */
export async function seedDemo(db: Database, contentFile = demoContentFile): Promise<DemoResult> {
  const accounts: DemoCredentials[] = [];
  let mentorId: number | null = null;
  for (const account of demoAccounts) {
    let user = await findUserByUsername(db, account.username);
    if (!user) {
      const password = demoPassword();
      user = await insertUser(db, { ...account, passwordHash: await hashPassword(password), emailVerified: true });
      if (account.userType === 'Mentor' && account.role === 'user') {
        await db.insert(mentorRequests).values({ userId: user.id, status: 'approved', decidedAt: new Date() });
      }
      accounts.push({ username: account.username, password, role: account.role === 'admin' ? 'admin' : account.userType });
    }
    if (account.username === 'demo_mentor') mentorId = user.id;
  }
  const rows = await parseWorkbook('questions.xlsx', await readFile(contentFile));
  const questions = await importRows(db, rows, { submittedBy: mentorId });
  return { accounts, questions };
}

/** True when no user exists yet (a brand-new database). */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

