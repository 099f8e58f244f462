/** Registration, login, the bootstrap admin, and the public shape of a user. */
import type { Registration } from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound, unauthorized } from '../../errors.ts';
import * as repo from './accounts.repo.ts';
import { findUserById, type UserRow } from '../../identity/users.ts';

export { toUserJson } from '../../identity/users.ts';
import { hashPassword, verifyPassword } from './password.ts';

/**
 * Creates an account. A Mentor registration is stored as a Student with a pending mentor
 * request (docs/contract.md section 5).
 * @throws AppError 409 "Username or email already exists" (case-insensitive)
 */
export async function register(db: Database, input: Registration): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const wantsMentor = input.userType === 'Mentor' || input.pendingMentor === true;
  try {
    return await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        name: input.name,
        username: input.username,
        passwordHash,
        userType: 'Student',
        role: 'user',
        mobile: input.mobile,
        emailId: input.emailId,
      });
      if (wantsMentor) await repo.insertMentorRequest(tx, user.id);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.registration.duplicate);
    throw error;
  }
}

/**
 * Checks credentials.
 * @throws AppError 401 "Invalid username or password"
 */
export async function authenticate(db: Queryable, username: string, password: string): Promise<UserRow> {
  const user = await repo.findUserByUsername(db, username);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) throw unauthorized(messages.auth.invalidCredentials);
  return user;
}

/** @throws AppError 404 "User not found" */
export async function getUser(db: Queryable, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(messages.notFound.user);
  return user;
}

/**
 * Creates the configured admin if no user has that username; returns true when it created one.
 * An existing account is left as it is.
 */
export async function ensureAdmin(db: Database, admin: { username: string; password: string; email: string; name?: string }): Promise<boolean> {
  if (await repo.findUserByUsername(db, admin.username)) return false;
  try {
    await repo.insertUser(db, {
      name: admin.name ?? 'Administrator',
      username: admin.username,
      passwordHash: await hashPassword(admin.password),
      role: 'admin',
      userType: 'Mentor',
      emailId: admin.email,
      emailVerified: true,
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false; // another instance created it first
    throw error;
  }
}
