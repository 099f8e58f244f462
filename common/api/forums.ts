/**
 * Forums: forums, posts (the spec's "forum post wrapper"), nested replies and reactions
 * (spec sections 2 "Forums", 3, 7, 8; docs/contract.md sections 5, 6).
 */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { idSchema, pageQuerySchema } from './http.ts';
import { discussionAuthorSchema, replyAuthorSchema, type ReplyAuthor } from './accounts.ts';

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

/** PUT /api/forum/posts/{id} JSON body: the same rules and wording as creating a post. */
export const editPostSchema = z.object({
  title: required('Title', limits.postTitleMax),
  content: required('Content', limits.postContentMax),
});
export type EditPostInput = z.input<typeof editPostSchema>;

/** PUT /api/forum/replies/{id} JSON body: the same rule and wording as adding a reply. */
export const editReplySchema = z.object({ content: required('Reply', limits.replyMax) });
export type EditReplyInput = z.input<typeof editReplySchema>;

/** POST /api/forum/addReply/{postId} form fields. */
export const addForumReplySchema = z.object({
  content: required('Reply', limits.replyMax),
  parentReplyId: z
    .union([z.literal(''), idSchema])
    .nullish()
    .transform((id) => (id === '' || id === undefined ? null : id)),
});

/** Query of GET /api/forum/getPostsbyForumId/{forumId}: a page, and `solved=true|false` to keep only solved or unsolved posts (contract 8.4). */
export const postListQuerySchema = pageQuerySchema.extend({
  solved: z
    .enum(['true', 'false'], { error: 'solved must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

/** `?forumId=` of /api/deleteForum. */
export const forumIdQuerySchema = z.object({ forumId: idSchema });

export const forumSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    createdBy: z.number().int().nullable(),
    createdAt: z.string(),
    postCount: z.number().int(),
  })
  .meta({ id: 'Forum' });
export type Forum = z.infer<typeof forumSchema>;

const myReactionSchema = z.enum(['like', 'dislike']).nullable();

/** A reply; `user` is the User JSON with the author's reputation (another user's mobile/email are null). A deleted reply that
 * still has replies keeps its place with `deleted: true`, empty `content` and null `user`. */
export interface ForumReply {
  id: number;
  postId: number;
  parentReplyId: number | null;
  content: string;
  user: ReplyAuthor | null;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  /** When its author last edited it (ISO 8601), null if never. */
  editedAt: string | null;
  likeCount: number;
  dislikeCount: number;
  /** The caller's own reaction. */
  myReaction: 'like' | 'dislike' | null;
  replies: ForumReply[];
}

/** `ForumReply` as a schema (recursive: `replies` are replies). */
export const forumReplySchema: z.ZodType<ForumReply> = z
  .object({
    id: z.number().int(),
    postId: z.number().int(),
    parentReplyId: z.number().int().nullable(),
    content: z.string(),
    user: replyAuthorSchema.nullable(),
    deleted: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    editedAt: z.string().nullable(),
    likeCount: z.number().int(),
    dislikeCount: z.number().int(),
    myReaction: myReactionSchema,
    get replies() {
      return z.array(forumReplySchema);
    },
  })
  .meta({ id: 'ForumReply' });

/** How a user follows a post's thread (contract 8.4). */
export const watchLevelSchema = z.enum(['watching', 'normal', 'muted'], { error: 'Level must be watching, normal or muted' });
export type WatchLevel = z.infer<typeof watchLevelSchema>;

/** PUT /api/forum/posts/{id}/watch JSON body. */
export const watchPostSchema = z.object({ level: watchLevelSchema });

/** POST /api/forum/posts/{id}/accept JSON body: a reply of the post. */
export const acceptReplySchema = z.object({ replyId: idSchema });

export const forumPostSchema = z
  .object({
    id: z.number().int(),
    forumId: z.number().int(),
    title: z.string(),
    content: z.string(),
    authorId: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** When its author last edited the title or text (ISO 8601), null if never. */
    editedAt: z.string().nullable(),
    likedBy: z.array(z.number().int()),
    dislikedBy: z.array(z.number().int()),
    replyCount: z.number().int(),
    acceptedReplyId: z.number().int().nullable().describe('The reply its author (or an admin) accepted as the answer (contract 8.4), null when none'),
    solved: z.boolean().describe('Whether a reply is accepted'),
  })
  .meta({ id: 'ForumPost' });
export type ForumPost = z.infer<typeof forumPostSchema>;

/** The spec's "forum post wrapper". `replies` is filled by GET /api/forum/posts/{id} only. */
export const forumPostWrapperSchema = z
  .object({
    post: forumPostSchema,
    author: discussionAuthorSchema,
    bookmarked: z.boolean().describe('Whether the caller saved the post (docs/contract.md section 7.4); false in live events'),
    watchLevel: watchLevelSchema.describe("The caller's watch level on the thread (contract 8.4); 'normal' in live events"),
    replies: z.array(forumReplySchema),
  })
  .meta({ id: 'ForumPostWrapper' });
export type ForumPostWrapper = z.infer<typeof forumPostWrapperSchema>;

/** Answer of post like/unlike/dislike (also the `post:reactions` event). */
export const postReactionsSchema = z.object({
  postId: z.number().int(),
  likedBy: z.array(z.number().int()),
  dislikedBy: z.array(z.number().int()),
});
export type PostReactions = z.infer<typeof postReactionsSchema>;

/** Answer of reply like/unlike/dislike (also the `reply:reactions` event). */
export const replyReactionsSchema = z.object({
  replyId: z.number().int(),
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
  myReaction: myReactionSchema.optional(),
});
export type ReplyReactions = z.infer<typeof replyReactionsSchema>;

/** Answer of GET|POST /api/deleteForum. */
export const forumDeletedSchema = z.object({ forumId: z.number().int() });
/** Answer of DELETE /api/forum/posts/{id}. */
export const postDeletedSchema = z.object({ postId: z.number().int() });
/** Answer of DELETE /api/forum/replies/{id}. */
export const replyDeletedSchema = z.object({ postId: z.number().int(), replyId: z.number().int() });
