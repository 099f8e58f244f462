/**
 * Demo content (docs/contract.md section 3): the shipped question bank, loaded through the same import
 * service admins use; three demo accounts (admin, mentor, student) with random passwords that
 * are returned once, on creation, for printing; six community members (students and an approved
 * mentor, whose random passwords are never shown) who write the demo forums of
 * scripts/content/forums.json (server/demoForums.ts). Idempotent: a second run creates nothing.
 * App-level composition (like app.ts): it may use several features, which must not import each other.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './db/client.ts';
import { mentorRequests, users } from './db/schema/index.ts';
import { demoForumsFile, readDemoForums, seedDemoForums, type DemoForumsResult } from './demoForums.ts';
import { findUserByUsername, insertUser } from './features/accounts/accounts.repo.ts';
import { hashPassword } from './identity/password.ts';
import { parseWorkbook } from './features/imports/imports.parse.ts';
import { importRows, type ImportResult } from './features/imports/imports.service.ts';

export const demoContentFile = join(import.meta.dirname, '..', 'scripts', 'content', 'questions.xlsx');

const demoAccounts = [
  { username: 'demo_admin', name: 'Demo Admin', role: 'admin', userType: 'Mentor', emailId: 'admin@demo.mbaprep.local' },
  { username: 'demo_mentor', name: 'Demo Mentor', role: 'user', userType: 'Mentor', emailId: 'mentor@demo.mbaprep.local' },
  { username: 'demo_student', name: 'Demo Student', role: 'user', userType: 'Student', emailId: 'student@demo.mbaprep.local' },
] as const;

/**
 * Community members who write the demo forums. Their passwords are random and never shown: they
 * exist to give the discussion its voices (an admin can reset a password to log in as one).
 */
export const demoCommunityMembers = [
  { username: 'aspirant_kavya', name: 'Kavya (demo)', userType: 'Student', emailId: 'kavya@demo.mbaprep.local' },
  { username: 'quant_rohan', name: 'Rohan (demo)', userType: 'Student', emailId: 'rohan@demo.mbaprep.local' },
  { username: 'dilr_meera', name: 'Meera (demo)', userType: 'Student', emailId: 'meera@demo.mbaprep.local' },
  { username: 'varc_arjun', name: 'Arjun (demo)', userType: 'Student', emailId: 'arjun@demo.mbaprep.local' },
  { username: 'mentor_neha_iimb', name: 'Neha (demo)', userType: 'Mentor', emailId: 'neha@demo.mbaprep.local' },
  { username: 'workingpro_sameer', name: 'Sameer (demo)', userType: 'Student', emailId: 'sameer@demo.mbaprep.local' },
] as const;

/** Every username the demo forums may name as an author. */
export const demoAuthors: readonly string[] = [...demoAccounts, ...demoCommunityMembers].map((account) => account.username);

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
  /** Community members created by this run and those that already existed (passwords never shown). */
  members: { created: number; skipped: number };
  forums: DemoForumsResult;
}

/** Creates the user with a random password and, for a mentor who is not an admin, an approved mentor request. */
async function createDemoUser(db: Database, account: { username: string; name: string; role: 'admin' | 'user'; userType: 'Student' | 'Mentor'; emailId: string }) {
  const password = demoPassword();
  const user = await insertUser(db, { ...account, passwordHash: await hashPassword(password), emailVerified: true });
  if (account.userType === 'Mentor' && account.role === 'user') {
    await db.insert(mentorRequests).values({ userId: user.id, status: 'approved', decidedAt: new Date() });
  }
  return { user, password };
}

/**
 * Creates the missing demo accounts and community members, imports the demo question bank
 * (submitted by the demo mentor) and creates the demo forums that do not exist yet (owned by the
 * demo admin).
 */
export async function seedDemo(db: Database, contentFile = demoContentFile, forumsFile = demoForumsFile): Promise<DemoResult> {
  const accounts: DemoCredentials[] = [];
  const ids = new Map<string, number>();
  for (const account of demoAccounts) {
    let user = await findUserByUsername(db, account.username);
    if (!user) {
      const created = await createDemoUser(db, account);
      user = created.user;
      accounts.push({ username: account.username, password: created.password, role: account.role === 'admin' ? 'admin' : account.userType });
    }
    ids.set(account.username, user.id);
  }
  const members = { created: 0, skipped: 0 };
  for (const member of demoCommunityMembers) {
    let user = await findUserByUsername(db, member.username);
    if (user) members.skipped++;
    else {
      user = (await createDemoUser(db, { ...member, role: 'user' })).user;
      members.created++;
    }
    ids.set(member.username, user.id);
  }
  const rows = await parseWorkbook('questions.xlsx', await readFile(contentFile));
  const questions = await importRows(db, rows, { submittedBy: ids.get('demo_mentor') ?? null });
  const forums = await seedDemoForums(db, await readDemoForums(forumsFile), ids, ids.get('demo_admin')!);
  return { accounts, questions, members, forums };
}

/** True when no user exists yet (a brand-new database). */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

