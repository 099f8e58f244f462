/** Comments on a question: nested replies and reactions (spec sections 2, 3, 7; docs/contract.md section 5). */
import { z } from 'zod';
import { limits } from '../limits.ts';
import { idSchema } from './http.ts';
import { discussionAuthorSchema, type DiscussionAuthor } from './accounts.ts';

export const commentTextSchema = z
  .string({ error: 'Comment text is required' })
  .trim()
  .min(1, 'Comment text is required')
  .max(limits.commentMax, `Comments must be at most ${limits.commentMax} characters`);

/** POST /api/addComment?questionId=&text= (no body). */
export const addCommentSchema = z.object({ questionId: idSchema, text: commentTextSchema });
/** POST /api/addReply?commentId=&text= (no body). */
export const addReplySchema = z.object({ commentId: idSchema, text: commentTextSchema });
/** PUT /api/comments/{id} JSON body: the same rule and wording as adding a comment. */
export const editCommentSchema = z.object({ text: commentTextSchema });
export type EditCommentInput = z.input<typeof editCommentSchema>;
/** GET /api/getCommentsbyId?id={questionId}. */
export const commentsQuerySchema = z.object({ id: idSchema });

export const reactionSchema = z.enum(['like', 'dislike']);
export type Reaction = z.infer<typeof reactionSchema>;

/**
 * A comment with its replies nested to any depth (oldest first). `likes`/`dislikes` are counts;
 * `myReaction` is the caller's own reaction. `text` is plain text: render it as text, never as HTML.
 */
export interface Comment {
  id: number;
  questionId: number;
  parentId: number | null;
  text: string;
  submittedBy: number;
  /** Its author, with their reputation. */
  user: DiscussionAuthor;
  dateTimeSubmitted: string;
  /** When its author last edited it (ISO 8601), null if never. */
  editedAt: string | null;
  likes: number;
  dislikes: number;
  myReaction: Reaction | null;
  /** Whether it is the question's accepted best explanation (contract 8.4; one per question). */
  accepted: boolean;
  replies: Comment[];
}

/** `Comment` as a schema (recursive: `replies` are comments). */
export const commentSchema: z.ZodType<Comment> = z
  .object({
    id: z.number().int(),
    questionId: z.number().int(),
    parentId: z.number().int().nullable(),
    text: z.string(),
    submittedBy: z.number().int(),
    user: discussionAuthorSchema,
    dateTimeSubmitted: z.string(),
    editedAt: z.string().nullable(),
    likes: z.number().int(),
    dislikes: z.number().int(),
    myReaction: reactionSchema.nullable(),
    accepted: z.boolean().describe("Whether it is the question's accepted best explanation (one per question)"),
    get replies() {
      return z.array(commentSchema);
    },
  })
  .meta({ id: 'Comment' });

/** Answer of like/unlike/dislike: the comment's counts after the change. */
export const commentReactionsSchema = z.object({
  id: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  myReaction: reactionSchema.nullable(),
});
export type CommentReactions = z.infer<typeof commentReactionsSchema>;
