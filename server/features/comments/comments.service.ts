/**
 * Comments on a question: nested replies to any depth and one reaction per user per comment.
 * Comments share their question's visibility: a pending or rejected question's comments are seen
 * only by its submitter and admins (the rule of getQuestionForViewer).
 */
import { messages } from '@common/messages.ts';
import type { Comment, CommentReactions } from '@common/api/comments.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { findAuthor } from '../../discussion/authors.ts';
import { commentEntries, replyEntries, type EntryRow, type ListedEntry } from '../../discussion/entries.ts';
import { countEntriesBy, findEntry, findListedEntry, listEntries } from '../../discussion/entries.read.ts';
import { editEntryText, insertEntry, reactToEntry } from '../../discussion/entries.write.ts';
import type { ReactionAction } from '../../discussion/reactions.ts';
import { buildThread } from '../../discussion/thread.ts';
import { AppError, notFound } from '../../errors.ts';
import type { UserRow } from '../../identity/users.ts';
import { createNotifications } from '../../notifications/create.ts';
import { requireAuthor } from '../../policies/access.ts';
import { getQuestionForViewer } from '../../policies/questions.ts';
import { afterCommit, inTransaction } from '../../effects/commit.ts';
import { Effects } from '../../effects/effects.ts';
import { commentCreated, commentReactionsChanged, commentUpdated } from './comments.events.ts';

export type CommentRow = EntryRow<typeof commentEntries>;

/** A Comment (with empty `replies`) from its row, author and reaction counts. */
function toComment(row: CommentRow, user: Comment['user'], reactions: Pick<Comment, 'likes' | 'dislikes' | 'myReaction'>): Comment {
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

/** A Comment (with empty `replies`) from its row as listed with its author and counts. */
const listedComment = ({ entry, user, ...reactions }: ListedEntry<typeof commentEntries>): Comment => toComment(entry, user, reactions);

/**
 * The comment with this id when its question is visible to `viewer`.
 * @throws AppError 404 "Comment not found" when it does not exist or its question is hidden
 */
export async function visibleComment(db: Queryable, id: number, viewer: UserRow): Promise<CommentRow> {
  const comment = await findEntry(db, commentEntries, id);
  if (!comment) throw notFound(messages.notFound.comment);
  await getQuestionForViewer(db, comment.questionId, viewer).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? notFound(messages.notFound.comment) : error;
  });
  return comment;
}

const noReactions = { likes: 0, dislikes: 0, myReaction: null };

/**
 * The question's comments as a tree: top level oldest first, `replies` nested to any depth, oldest
 * first; counts and `myReaction` are from `viewer`'s point of view.
 * @throws AppError 404 "Question not found." when the question is missing or hidden from `viewer`;
 *   409 "This question is part of your test in progress" when it is sealed for them
 */
export async function listComments(db: Queryable, questionId: number, viewer: UserRow): Promise<Comment[]> {
  const [, rows] = await Promise.all([getQuestionForViewer(db, questionId, viewer, 'refuse'), listEntries(db, commentEntries, questionId, viewer.id)]);
  return buildThread(rows, listedComment, (comment) => comment.parentId);
}

/**
 * Adds a top-level comment (`text` already trimmed and non-empty) and returns it as a Comment. The
 * `mention` notifications are stored in the same transaction; after the commit, `comment:created`
 * goes to the question's room and the notifications live to their recipients.
 * @throws AppError 404 "Question not found." when the question is missing or hidden from `author`;
 *   409 "This question is part of your test in progress" when it is sealed for them
 */
export async function addComment(db: Database, author: UserRow, input: { questionId: number; text: string }): Promise<Comment> {
  const question = await getQuestionForViewer(db, input.questionId, author, 'refuse');
  return inTransaction(db, async (tx, effects) => {
    const row = await insertEntry(tx, commentEntries, { subjectId: question.id, parentId: null, authorId: author.id, text: input.text });
    const notificationIds = await createNotifications(tx, {
      actorId: author.id,
      place: { questionId: row.questionId, commentId: row.id },
      text: input.text,
      direct: [],
      mentionsIn: input.text,
    });
    const comment = toComment(row, (await findAuthor(tx, author.id))!, noReactions);
    commentCreated(effects, comment);
    effects.notify(notificationIds);
    return comment;
  });
}

/**
 * Adds a reply to a comment or reply (any depth) on the same question; returns it (`parentId` set).
 * Notifications are stored in the same transaction (`comment_reply` to the parent's author,
 * `mention`s); after the commit, `comment:created` and the notifications go out live.
 * @throws AppError 404 "Comment not found" when the parent is missing or its question is hidden
 */
export async function addReply(db: Database, author: UserRow, input: { commentId: number; text: string }): Promise<Comment> {
  const parent = await visibleComment(db, input.commentId, author);
  return inTransaction(db, async (tx, effects) => {
    const row = await insertEntry(tx, commentEntries, { subjectId: parent.questionId, parentId: parent.id, authorId: author.id, text: input.text });
    const notificationIds = await createNotifications(tx, {
      actorId: author.id,
      place: { questionId: row.questionId, commentId: row.id },
      text: input.text,
      direct: [{ userId: parent.userId, type: 'comment_reply' }],
      mentionsIn: input.text,
    });
    const comment = toComment(row, (await findAuthor(tx, author.id))!, noReactions);
    commentCreated(effects, comment);
    effects.notify(notificationIds);
    return comment;
  });
}

/**
 * like / unlike / dislike (a toggle) by `user`; like and dislike exclude each other, and
 * concurrent requests of one user apply one after the other. Answers the comment's counts and the
 * user's reaction after the change; after the commit, `comment:reactions` (counts only) goes to the question's room.
 * @throws AppError 404 "Comment not found" when the comment is missing or its question is hidden
 */
export async function react(db: Database, user: UserRow, commentId: number, action: ReactionAction): Promise<CommentReactions> {
  const comment = await visibleComment(db, commentId, user);
  return inTransaction(db, async (tx, effects) => {
    const reactions = { id: commentId, ...(await reactToEntry(tx, commentEntries, commentId, user.id, action)) };
    commentReactionsChanged(effects, comment.questionId, reactions);
    return reactions;
  });
}

/**
 * Replaces the text (already trimmed and non-empty) of a comment or reply `user` wrote, and marks
 * it edited. Answers it (with empty `replies`) with its counts and `user`'s reaction; then
 * `comment:updated` goes to the question's room.
 * @throws AppError 404 "Comment not found" when it is missing or its question is hidden;
 *   403 "Only the author can edit this" (admins too; nothing changes)
 */
export async function editComment(db: Database, user: UserRow, commentId: number, text: string): Promise<Comment> {
  const comment = await visibleComment(db, commentId, user);
  requireAuthor(user, comment.userId);
  await editEntryText(db, commentEntries, commentId, text);
  const edited = await commentNow(db, user, commentId);
  const effects = new Effects();
  commentUpdated(effects, edited);
  await afterCommit(db, effects);
  return edited;
}

/**
 * The comment (with empty `replies`) as it is now, with its counts and `viewer`'s reaction.
 * @throws AppError 404 "Comment not found" when it is gone
 */
export async function commentNow(db: Queryable, viewer: UserRow, commentId: number): Promise<Comment> {
  const row = await findListedEntry(db, commentEntries, commentId, viewer.id);
  if (!row) throw notFound(messages.notFound.comment);
  return listedComment(row);
}

/**
 * How many comments and forum replies `user` has written (the profile's "Comments Made"): their
 * question comments (replies included) and their forum replies that are not deleted placeholders.
 */
export async function countCommentsMade(db: Queryable, user: UserRow): Promise<number> {
  const [comments, replies] = await Promise.all([countEntriesBy(db, commentEntries, user.id), countEntriesBy(db, replyEntries, user.id)]);
  return comments + replies;
}
