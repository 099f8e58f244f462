/** Registration, login, the bootstrap admin, and the public shape of a user. */
import type { ProfileUpdate, Registration } from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../errors.ts';
import { setPasswordEndingSessions } from '../../identity/sessions.ts';
import * as repo from './accounts.repo.ts';
import { findUserById, suspendedError, type UserRow } from '../../identity/users.ts';

export { toUserJson } from '../../identity/users.ts';
import { hashPassword, verifyPassword } from '../../identity/password.ts';
import { afterCommit, inTransaction } from '../../effects/commit.ts';
import { Effects } from '../../effects/effects.ts';

/**
 * Creates an account. A Mentor registration is stored as a Student with a pending mentor
 * request (docs/contract.md section 5).
 * @throws AppError 409 "Username or email already exists" (case-insensitive)
 */
export async function register(db: Database, input: Registration): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const wantsMentor = input.userType === 'Mentor' || input.pendingMentor === true;
  try {
    return await inTransaction(db, async (tx, effects) => {
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
      effects.userChanged(user.id);
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

/**
 * Refuses a suspended account at login (checked after the password, so it tells nothing to someone
 * guessing passwords).
 * @throws AppError 403 "This account is suspended" (with `code` and the admin's `reason`: suspendedError)
 */
export function assertNotSuspended(user: UserRow): void {
  if (user.suspendedAt !== null) throw suspendedError(user);
}

/**
 * Changes `user`'s password after checking the current one, ending their other sessions (the
 * caller keeps its own, `keepSessionId`, by storing the answered session version in it). Effects:
 * the user changed; their sockets other than those of `keepSessionId` are disconnected.
 * @throws AppError 400 "Current password is incorrect"
 */
export async function changePassword(db: Queryable, user: UserRow, input: { currentPassword: string; newPassword: string; keepSessionId: string }): Promise<number> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest(messages.account.currentPasswordIncorrect);
  const version = await setPasswordEndingSessions(db, user.id, await hashPassword(input.newPassword));
  if (version === undefined) throw notFound(messages.notFound.user);
  await afterCommit(db, new Effects().userChanged(user.id).disconnectUser(user.id, input.keepSessionId));
  return version;
}

/** Whether `input` changes `user`'s email address (a change of case included). */
export const changesEmail = (user: UserRow, input: ProfileUpdate): boolean => input.emailId !== undefined && input.emailId !== user.emailId;

/**
 * Edits `user`'s name and email address. A different address (ignoring case) is unverified until
 * verified again; only a change of case keeps the verification. Changing the address needs the
 * current password (contract 8.6), checked first, so that whether an address is registered is
 * told only to someone who knows the account's password. Effect (when anything changed): the user changed.
 * @throws AppError 400 "Current password is incorrect" when the address changes and
 * `input.currentPassword` is missing or wrong (nothing changes)
 * @throws AppError 409 "Username or email already exists" when another account uses the address
 */
export async function updateProfile(db: Queryable, user: UserRow, input: ProfileUpdate): Promise<UserRow> {
  const changes: Partial<repo.NewUserRow> = {};
  if (changesEmail(user, input) && !(input.currentPassword && (await verifyPassword(user.passwordHash, input.currentPassword)))) {
    throw badRequest(messages.account.currentPasswordIncorrect);
  }
  if (input.name !== undefined && input.name !== user.name) changes.name = input.name;
  if (input.emailId !== undefined && input.emailId !== user.emailId) {
    changes.emailId = input.emailId;
    if (input.emailId.toLowerCase() !== user.emailId.toLowerCase()) changes.emailVerified = false;
  }
  if (Object.keys(changes).length === 0) return user;
  try {
    const row = await repo.updateUser(db, user.id, changes);
    if (!row) throw notFound(messages.notFound.user);
    await afterCommit(db, new Effects().userChanged(user.id));
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.registration.duplicate);
    throw error;
  }
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

/**
 * Logout's effect: the sockets opened with session `sessionId` are disconnected on every API
 * process (the caller's session store destroys the session itself, in Redis).
 */
export function endSessionSockets(db: Queryable, sessionId: string): Promise<void> {
  return afterCommit(db, new Effects().disconnectSession(sessionId));
}
