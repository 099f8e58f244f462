/** The JSON of forums and posts (common/api/forums.ts) from their rows. */
import type { Forum } from '@common/api/forums.ts';
import type { ForumRow } from './forums.repo.ts';

/** A Forum from its row and number of posts. */
export function toForum(row: ForumRow, postCount: number): Forum {
  return { id: row.id, title: row.title, description: row.description, createdBy: row.createdBy, createdAt: row.createdAt.toISOString(), postCount };
}

export { toPost, toPostWrapper } from '../../discussion/posts.read.ts';
