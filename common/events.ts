/** socket.io event names and payloads (docs/contract.md section 6). */
import type { ImportJobState } from './api/imports.ts';
import type { Comment } from './api/comments.ts';
import type { ForumPost, ForumReply, PostReactions, ReplyReactions } from './api/forums.ts';
import type { UserSummary } from './api/accounts.ts';
import type { SectionEndedEvent } from './api/mockTests.ts';
import type { NotificationNewEvent } from './api/notifications.ts';

/** Sent to the admin who queued an import. */
export interface ImportProgressEvent {
  jobId: number;
  state: ImportJobState;
  processed: number;
  total: number;
}

/** Sent to room `question:<id>` when a comment or reply is added. */
export interface CommentCreatedEvent {
  questionId: number;
  comment: Comment;
}

/**
 * Sent to room `question:<id>` when a comment's reactions change: its counts after the change
 * (each reader's own reaction is theirs to fetch).
 */
export interface CommentReactionsEvent {
  questionId: number;
  /** The comment's id. */
  id: number;
  likes: number;
  dislikes: number;
}

/**
 * Sent to room `question:<id>` when an author edits a comment or reply: its new text and edit time
 * (reactions and replies are unchanged).
 */
export interface CommentUpdatedEvent {
  questionId: number;
  id: number;
  text: string;
  editedAt: string;
}

/**
 * Sent to room `question:<id>` when a comment is accepted as the question's best explanation
 * (`accepted` true: any other accepted comment of the question is no longer) or unaccepted.
 */
export interface CommentAcceptedEvent {
  questionId: number;
  /** The comment's id. */
  id: number;
  accepted: boolean;
}

/** Room `post:<id>`. */
export interface ReplyCreatedEvent {
  postId: number;
  reply: ForumReply;
}
export interface ReplyDeletedEvent {
  postId: number;
  replyId: number;
}
/** Room `post:<id>`: an author edited a reply (new text and edit time). */
export interface ReplyUpdatedEvent {
  postId: number;
  replyId: number;
  content: string;
  editedAt: string;
}
/** Rooms `post:<id>` and `forum:<id>`: an author edited a post (new title, text and edit time). */
export interface PostUpdatedEvent {
  postId: number;
  forumId: number;
  title: string;
  content: string;
  editedAt: string;
}
/** Room `post:<id>`: the post's accepted answer changed (null: none is accepted now; the post is solved while one is). */
export interface PostAcceptedEvent {
  postId: number;
  forumId: number;
  acceptedReplyId: number | null;
}
export interface PostDeletedEvent {
  postId: number;
}
/** Room `forum:<id>`. */
export interface PostCreatedEvent {
  forumId: number;
  post: ForumPost;
  author: UserSummary;
}

export interface ServerToClientEvents {
  'import:progress': (event: ImportProgressEvent) => void;
  'comment:created': (event: CommentCreatedEvent) => void;
  'comment:reactions': (event: CommentReactionsEvent) => void;
  'comment:updated': (event: CommentUpdatedEvent) => void;
  'comment:accepted': (event: CommentAcceptedEvent) => void;
  'reply:created': (event: ReplyCreatedEvent) => void;
  'reply:deleted': (event: ReplyDeletedEvent) => void;
  'reply:updated': (event: ReplyUpdatedEvent) => void;
  'post:updated': (event: PostUpdatedEvent) => void;
  'post:reactions': (event: PostReactions) => void;
  'post:accepted': (event: PostAcceptedEvent) => void;
  'reply:reactions': (event: ReplyReactions) => void;
  'post:deleted': (event: PostDeletedEvent) => void;
  'post:created': (event: PostCreatedEvent) => void;
  /** To the owner's sockets (room `user:<id>`) when a section of their test attempt ends (submitted or timed out). */
  'attempt:section-ended': (event: SectionEndedEvent) => void;
  /** To the recipient's sockets (room `user:<id>`) once the event that made it is committed. */
  'notification:new': (event: NotificationNewEvent) => void;
}

export interface ClientToServerEvents {
  'question:join': (payload: { questionId: number }) => void;
  'question:leave': (payload: { questionId: number }) => void;
  'post:join': (payload: { postId: number }) => void;
  'post:leave': (payload: { postId: number }) => void;
  'forum:join': (payload: { forumId: number }) => void;
  'forum:leave': (payload: { forumId: number }) => void;
}
