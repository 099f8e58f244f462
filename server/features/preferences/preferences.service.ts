/** A user's practice preferences (docs/contract.md section 7.5): timed or untimed practice. */
import type { Preferences } from '@common/api/preferences.ts';
import type { User } from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { toUserJson, type UserRow } from '../../identity/users.ts';
import * as repo from './preferences.repo.ts';
import { afterCommit } from '../../effects/commit.ts';
import { Effects } from '../../effects/effects.ts';

/**
 * Saves `user`'s preferences and answers their user JSON (with `untimedPractice`).
 * @throws AppError 404 "User not found" when the account vanished meanwhile
 */
export async function savePreferences(db: Queryable, user: UserRow, preferences: Preferences): Promise<User> {
  const row = await repo.updatePreferences(db, user.id, preferences);
  if (!row) throw notFound(messages.notFound.user);
  await afterCommit(db, new Effects().userChanged(user.id));
  return toUserJson(db, row, user);
}
