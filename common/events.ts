/** socket.io event names and payloads (docs/contract.md section 6). */
import type { ImportJobState } from './api/imports.ts';
import type { Comment } from './api/comments.ts';
import type { ForumPost, ForumReply, PostReactions, ReplyReactions } from './api/forums.ts';
import type { UserSummary } from './api/accounts.ts';
import type { SectionEndedEvent } from './api/mockTests.ts';

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

/** Room `post:<id>`. */
export interface ReplyCreatedEvent {
  postId: number;
  reply: ForumReply;
}
export interface ReplyDeletedEvent {
  postId: number;
  replyId: number;
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
  'reply:created': (event: ReplyCreatedEvent) => void;
  'reply:deleted': (event: ReplyDeletedEvent) => void;
  'post:reactions': (event: PostReactions) => void;
  'reply:reactions': (event: ReplyReactions) => void;
  'post:deleted': (event: PostDeletedEvent) => void;
  'post:created': (event: PostCreatedEvent) => void;
  /** To the owner's sockets (room `user:<id>`) when a section of their test attempt ends (submitted or timed out). */
  'attempt:section-ended': (event: SectionEndedEvent) => void;
}

export interface ClientToServerEvents {
  'question:join': (payload: { questionId: number }) => void;
  'question:leave': (payload: { questionId: number }) => void;
  'post:join': (payload: { postId: number }) => void;
  'post:leave': (payload: { postId: number }) => void;
  'forum:join': (payload: { forumId: number }) => void;
  'forum:leave': (payload: { forumId: number }) => void;
}
