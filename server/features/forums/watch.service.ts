/** Watching a post's thread (contract 8.4; the levels' rows: server/discussion/watches.ts). */
import type { WatchLevel } from '@common/api/forums.ts';
import { messages } from '@common/messages.ts';
import type { Database } from '../../db/client.ts';
import { setWatchLevel } from '../../discussion/watches.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import * as postsRepo from './posts.repo.ts';

/**
 * Sets `user`'s watch level on the post (the post is locked against deletion meanwhile).
 * @throws AppError 404 "Post not found"
 */
export function watchPost(db: Database, user: UserRow, postId: number, level: WatchLevel): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await postsRepo.lockPost(tx, postId, 'key share'))) throw notFound(messages.notFound.post);
    await setWatchLevel(tx, postId, user.id, level);
  });
}
