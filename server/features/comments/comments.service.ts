/**
 * Comments on a question: nested replies to any depth and one reaction per user per comment.
 * Comments share their question's visibility: a pending or rejected question's comments are seen
 * only by its submitter and admins (the rule of getQuestionForViewer).
 */
import { messages } from '@common/messages.ts';
import type { Comment, CommentReactions } from '@common/api/comments.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { applyReaction, reactionCounts, reactionTables, type ReactionAction } from '../../discussion/reactions.ts';
import { buildThread } from '../../discussion/thread.ts';
import { AppError, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { createNotifications } from '../../notifications/create.ts';
import { requireAuthor } from '../../policies/access.ts';
import { getQuestionForViewer } from '../../policies/questions.ts';
import * as repo from './comments.repo.ts';

type CommentListRow = Awaited<ReturnType<typeof repo.findCommentsOfQuestion>>[number];

/** A Comment (with empty `replies`) from its row, author and reaction counts. */
export function toComment(row: repo.CommentRow, user: Comment['user'], reactions: Pick<Comment, 'likes' | 'dislikes' | 'myReaction'>): Comment {
  return {
    id: row.id,
    questionId: row.questionId,
    parentId: row.parentId,
    text: row.text,
    submittedBy: row.userId,
    user,
    dateTimeSubmitted: row.dateTimeSubmitted.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    likes: reactions.likes,
    dislikes: reactions.dislikes,
    myReaction: reactions.myReaction,
    accepted: row.acceptedAt !== null,
    replies: [],
  };
}

const listed = ({ comment, user, ...reactions }: CommentListRow): Comment => toComment(comment, user, reactions);

/**
 * The comment with this id when its question is visible to `viewer`.
 * @throws AppError 404 "Comment not found" when it does not exist or its question is hidden
 */
export async function visibleComment(db: Queryable, id: number, viewer: UserRow): Promise<repo.CommentRow> {
  const comment = await repo.findCommentById(db, id);
  if (!comment) throw notFound(messages.notFound.comment);
  await getQuestionForViewer(db, comment.questionId, viewer).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? notFound(messages.notFound.comment) : error;
  });
  return comment;
}

const authorOf = (user: UserRow): Comment['user'] => ({ id: user.id, name: user.name, username: user.username, userType: user.userType });
const noReactions = { likes: 0, dislikes: 0, myReaction: null };

/**
 * The question's comments as a tree: top level oldest first, `replies` nested to any depth, oldest
 * first; counts and `myReaction` are from `viewer`'s point of view.
 * @throws AppError 404 "Question not found." when the question is missing or hidden from `viewer`;
 *   409 "This question is part of your test in progress" when it is sealed for them
 */
export async function listComments(db: Queryable, questionId: number, viewer: UserRow): Promise<Comment[]> {
  const [, rows] = await Promise.all([getQuestionForViewer(db, questionId, viewer, 'refuse'), repo.findCommentsOfQuestion(db, questionId, viewer.id)]);
  return buildThread(rows, listed, (comment) => comment.parentId);
}

/**
 * Adds a top-level comment (`text` already trimmed and non-empty) and returns it as a Comment, with
 * the `mention` notifications stored in the same transaction (to announce after commit).
 * @throws AppError 404 "Question not found." when the question is missing or hidden from `author`;
 *   409 "This question is part of your test in progress" when it is sealed for them
 */
export async function addComment(db: Database, author: UserRow, input: { questionId: number; text: string }): Promise<{ comment: Comment; notificationIds: number[] }> {
  const question = await getQuestionForViewer(db, input.questionId, author, 'refuse');
  return db.transaction(async (tx) => {
    const row = await repo.insertComment(tx, { questionId: question.id, parentId: null, userId: author.id, text: input.text });
    const notificationIds = await createNotifications(tx, {
      actorId: author.id,
      place: { questionId: row.questionId, commentId: row.id },
      text: input.text,
      direct: [],
      mentionsIn: input.text,
    });
    return { comment: toComment(row, authorOf(author), noReactions), notificationIds };
  });
}

/**
 * Adds a reply to a comment or reply (any depth) on the same question; returns it (`parentId` set)
 * with the notifications stored in the same transaction (`comment_reply` to the parent's author,
 * `mention`s; to announce after commit).
 * @throws AppError 404 "Comment not found" when the parent is missing or its question is hidden
 */
export async function addReply(db: Database, author: UserRow, input: { commentId: number; text: string }): Promise<{ comment: Comment; notificationIds: number[] }> {
  const parent = await visibleComment(db, input.commentId, author);
  return db.transaction(async (tx) => {
    const row = await repo.insertComment(tx, { questionId: parent.questionId, parentId: parent.id, userId: author.id, text: input.text });
    const notificationIds = await createNotifications(tx, {
      actorId: author.id,
      place: { questionId: row.questionId, commentId: row.id },
      text: input.text,
      direct: [{ userId: parent.userId, type: 'comment_reply' }],
      mentionsIn: input.text,
    });
    return { comment: toComment(row, authorOf(author), noReactions), notificationIds };
  });
}

/**
 * like / unlike / dislike (a toggle) by `user`; like and dislike exclude each other, and
 * concurrent requests of one user apply one after the other. Answers the comment's counts and the
 * user's reaction after the change, and the comment's question (to announce).
 * @throws AppError 404 "Comment not found" when the comment is missing or its question is hidden
 */
export async function react(db: Database, user: UserRow, commentId: number, action: ReactionAction): Promise<{ questionId: number; reactions: CommentReactions }> {
  const comment = await visibleComment(db, commentId, user);
  const counts = await db.transaction(async (tx) => {
    await applyReaction(tx, reactionTables.comment, commentId, user.id, action);
    return reactionCounts(tx, reactionTables.comment, commentId, user.id);
  });
  return { questionId: comment.questionId, reactions: { id: commentId, ...counts } };
}

/**
 * Replaces the text (already trimmed and non-empty) of a comment or reply `user` wrote, and marks
 * it edited. Answers it (with empty `replies`) with its counts and `user`'s reaction.
 * @throws AppError 404 "Comment not found" when it is missing or its question is hidden;
 *   403 "Only the author can edit this" (admins too; nothing changes)
 */
export async function editComment(db: Database, user: UserRow, commentId: number, text: string): Promise<Comment> {
  const comment = await visibleComment(db, commentId, user);
  requireAuthor(user, comment.userId);
  const row = await repo.updateCommentText(db, commentId, text);
  const counts = await reactionCounts(db, reactionTables.comment, commentId, user.id);
  return toComment(row, authorOf(user), counts);
}

/** How many comments and forum replies `user` has written (the profile's "Comments Made"). */
export function countCommentsMade(db: Queryable, user: UserRow): Promise<number> {
  return repo.countCommentsAndRepliesBy(db, user.id);
}
