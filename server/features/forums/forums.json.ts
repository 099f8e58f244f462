/** The JSON of forums and posts (common/api/forums.ts) from their rows. */
import type { Forum, ForumPost, ForumPostWrapper } from '@common/api/forums.ts';
import type { UserSummary } from '@common/api/accounts.ts';
import type { UserRow } from '../../identity/users.ts';
import type { ForumRow } from './forums.repo.ts';
import type { ListedPostRow, PostRow } from './posts.repo.ts';

/** A Forum from its row and number of posts. */
export function toForum(row: ForumRow, postCount: number): Forum {
  return { id: row.id, title: row.title, description: row.description, createdBy: row.createdBy, createdAt: row.createdAt.toISOString(), postCount };
}

/** The short author record of a post. */
export function toAuthor(user: Pick<UserRow, 'id' | 'name' | 'username' | 'userType'>): UserSummary {
  return { id: user.id, name: user.name, username: user.username, userType: user.userType };
}

/** A ForumPost from its row and its reactions and reply count. */
export function toPost(row: PostRow, extra: Pick<ForumPost, 'likedBy' | 'dislikedBy' | 'replyCount'>): ForumPost {
  return {
    id: row.id,
    forumId: row.forumId,
    title: row.title,
    content: row.content,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    likedBy: extra.likedBy,
    dislikedBy: extra.dislikedBy,
    replyCount: extra.replyCount,
  };
}

/** The post wrapper of a listed post row, with `replies` (empty in lists). */
export function toPostWrapper(row: ListedPostRow, replies: ForumPostWrapper['replies'] = []): ForumPostWrapper {
  return { post: toPost(row.post, row), author: toAuthor(row.author), replies };
}
