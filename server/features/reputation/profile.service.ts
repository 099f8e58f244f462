/** Public profiles (contract 8.4): what any logged-in user may see of another, with reputation. */
import type { Profile } from '@common/api/reputation.ts';
import { messages } from '@common/messages.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { findUserById } from '../../identity/users.ts';
import { contributionCounts, reputationOf, userIdByUsername } from './reputation.repo.ts';

/**
 * The profile of user `id`: name, username, type, when they joined, all-time reputation and
 * accepted answers, and their counts of posts, replies, comments and approved questions. Never
 * their mobile or email.
 * @throws AppError 404 "User not found"
 */
export async function getProfile(db: Queryable, id: number): Promise<Profile> {
  const user = await findUserById(db, id);
  if (!user) throw notFound(messages.notFound.user);
  const [{ reputation, acceptedAnswers }, counts] = await Promise.all([reputationOf(db, id), contributionCounts(db, id)]);
  return { id: user.id, name: user.name, username: user.username, userType: user.userType, joinedAt: user.createdAt.toISOString(), reputation, acceptedAnswers, ...counts };
}

/**
 * The profile of the user whose username is `username` (any case), as `getProfile` answers it.
 * @throws AppError 404 "User not found"
 */
export async function getProfileByUsername(db: Queryable, username: string): Promise<Profile> {
  const id = await userIdByUsername(db, username);
  if (id === undefined) throw notFound(messages.notFound.user);
  return getProfile(db, id);
}
