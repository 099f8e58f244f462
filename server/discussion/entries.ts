/**
 * The entries of a threaded discussion and where each kind keeps them. An entry answers a subject
 * (a question, a forum post) or another entry of the same subject, to any depth; it has an author,
 * a text, reactions and may be its subject's accepted one. A kind describes its table and columns
 * so that one set of queries (entries.read.ts, entries.write.ts, accepted.ts) serves every kind:
 * question comments (`commentEntries`) and forum replies (`replyEntries`). Features keep their own
 * rules and JSON; this layer imports no feature.
 */
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AnyPgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import { comments, forumPosts, forumReplies, questions, users } from '../db/schema/index.ts';
import { userJsonColumns } from '../identity/users.ts';
import { authorColumns } from './authors.ts';
import { reactionTables, type ReactionCounts, type ReactionTable } from './reactions.ts';

/**
 * Where a kind's accepted mark lives. 'entry': on the accepted entry itself (when and by whom; a
 * partial unique index allows one per subject). 'subject': on the subject's row (which entry, by
 * whom, when). Either way it changes under the subject's row lock (accepted.ts).
 */
export type AcceptedMark =
  | { on: 'entry'; at: AnyPgColumn; by: AnyPgColumn }
  | { on: 'subject'; entry: AnyPgColumn; by: AnyPgColumn; at: AnyPgColumn };

/** A kind of discussion entry: its table, the columns every operation reads or writes, its reactions and accepted mark. */
export interface EntryKind<T extends PgTable = PgTable, A extends SelectedFieldsFlat = SelectedFieldsFlat> {
  table: T;
  columns: {
    id: AnyPgColumn;
    /** The subject the entry belongs to (a question's id, a post's id). */
    subject: AnyPgColumn;
    /** The entry it answers; null at the top of the thread. */
    parent: AnyPgColumn;
    author: AnyPgColumn;
    text: AnyPgColumn;
    createdAt: AnyPgColumn;
    /** When its author last changed the text; null if never. */
    editedAt: AnyPgColumn;
    /** Set to now by every change of the row, when the kind has it. */
    updatedAt: AnyPgColumn | null;
    /** Set when the entry is deleted but kept, as a placeholder, for its replies; null for kinds whose entries are never deleted one by one. */
    deletedAt: AnyPgColumn | null;
  };
  /** The subjects' table and id (locked while the accepted mark changes). */
  subject: { table: PgTable; id: AnyPgColumn };
  reactions: ReactionTable;
  /** The author's fields listed with each entry (columns of `users`, or SQL over them). */
  authorFields: () => A;
  accepted: AcceptedMark;
}

/** A kind whose entries may be deleted one by one (placeholders kept for their replies). */
export type DeletableKind = EntryKind & { columns: { deletedAt: AnyPgColumn } };

/** A stored entry of kind K: its table's row. */
export type EntryRow<K extends EntryKind> = K['table']['$inferSelect'];

/** An entry with its author's fields, like and dislike counts and the viewer's own reaction. */
export type ListedEntry<K extends EntryKind> = {
  entry: EntryRow<K>;
  user: SelectResultFields<ReturnType<K['authorFields']>>;
} & ReactionCounts;

/** The author record of a question comment: the UserSummary and the reputation (authors.ts). */
const summaryFields = () => ({ ...authorColumns });

/** Question comments: the subject is the question; the accepted one ("best explanation") is marked on the comment. Never deleted one by one. */
export const commentEntries = {
  table: comments,
  columns: {
    id: comments.id,
    subject: comments.questionId,
    parent: comments.parentId,
    author: comments.userId,
    text: comments.text,
    createdAt: comments.dateTimeSubmitted,
    editedAt: comments.editedAt,
    updatedAt: null,
    deletedAt: null,
  },
  subject: { table: questions, id: questions.id },
  reactions: reactionTables.comment,
  authorFields: summaryFields,
  accepted: { on: 'entry', at: comments.acceptedAt, by: comments.acceptedBy },
} satisfies EntryKind;

/**
 * Forum replies: the subject is the post, which holds its accepted reply. A deleted reply with
 * replies stays as a placeholder. Authors come with the user JSON's fields, reputation and latest mentor status.
 */
export const replyEntries = {
  table: forumReplies,
  columns: {
    id: forumReplies.id,
    subject: forumReplies.postId,
    parent: forumReplies.parentReplyId,
    author: forumReplies.userId,
    text: forumReplies.content,
    createdAt: forumReplies.createdAt,
    editedAt: forumReplies.editedAt,
    updatedAt: forumReplies.updatedAt,
    deletedAt: forumReplies.deletedAt,
  },
  subject: { table: forumPosts, id: forumPosts.id },
  reactions: reactionTables.reply,
  authorFields: () => ({ ...userJsonColumns(), reputation: users.reputation }),
  accepted: { on: 'subject', entry: forumPosts.acceptedReplyId, by: forumPosts.acceptedBy, at: forumPosts.acceptedAt },
} satisfies EntryKind;
