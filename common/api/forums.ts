/**
 * Forums: forums, posts (the spec's "forum post wrapper"), nested replies and reactions
 * (spec sections 2 "Forums", 3, 7, 8; CONTRACT.md sections 5, 6).
 */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { idSchema } from './http.ts';
import type { User, UserSummary } from './accounts.ts';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/forum/forums JSON body. */
export const createForumSchema = z.object({
  title: required('Title', limits.forumTitleMax),
  description: required('Description', limits.forumDescriptionMax),
});
export type CreateForumInput = z.input<typeof createForumSchema>;

/** POST /api/forum/posts JSON body; `forumId` must name an existing forum. */
export const createPostSchema = z.object({
  title: required('Title', limits.postTitleMax),
  content: required('Content', limits.postContentMax),
  forumId: z
    .union([z.number(), z.string().regex(/^\d{1,10}$/, 'A valid forum is required')], { error: 'A valid forum is required' })
    .transform(Number)
    .pipe(z.number().int('A valid forum is required').positive('A valid forum is required').max(2_147_483_647, 'A valid forum is required')),
});
export type CreatePostInput = z.input<typeof createPostSchema>;

/** POST /api/forum/addReply/{postId} form fields. */
export const addForumReplySchema = z.object({
  content: required('Reply', limits.replyMax),
  parentReplyId: z
    .union([z.literal(''), idSchema])
    .nullish()
    .transform((id) => (id === '' || id === undefined ? null : id)),
});

/** `?forumId=` of /api/deleteForum. */
export const forumIdQuerySchema = z.object({ forumId: idSchema });

export interface Forum {
  id: number;
  title: string;
  description: string;
  createdBy: number | null;
  createdAt: string;
  postCount: number;
}

/** A reply; `user` is the User JSON (another user's mobile/email are null). A deleted reply that
 * still has replies keeps its place with `deleted: true`, empty `content` and null `user`. */
export interface ForumReply {
  id: number;
  postId: number;
  parentReplyId: number | null;
  content: string;
  user: User | null;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  likeCount: number;
  dislikeCount: number;
  /** The caller's own reaction. */
  myReaction: 'like' | 'dislike' | null;
  replies: ForumReply[];
}

export interface ForumPost {
  id: number;
  forumId: number;
  title: string;
  content: string;
  authorId: number;
  createdAt: string;
  updatedAt: string;
  likedBy: number[];
  dislikedBy: number[];
  replyCount: number;
}

/** The spec's "forum post wrapper". `replies` is filled by GET /api/forum/posts/{id} only. */
export interface ForumPostWrapper {
  post: ForumPost;
  author: UserSummary;
  replies: ForumReply[];
}

/** Answer of post like/unlike/dislike (also the `post:reactions` event). */
export interface PostReactions {
  postId: number;
  likedBy: number[];
  dislikedBy: number[];
}

/** Answer of reply like/unlike/dislike (also the `reply:reactions` event). */
export interface ReplyReactions {
  replyId: number;
  likeCount: number;
  dislikeCount: number;
  myReaction?: 'like' | 'dislike' | null;
}
