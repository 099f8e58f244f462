/** socket.io event names and payloads (CONTRACT.md section 6). */
import type { ImportJobState } from './api/imports.ts';
import type { Comment } from './api/comments.ts';

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

export interface ServerToClientEvents {
  'import:progress': (event: ImportProgressEvent) => void;
  'comment:created': (event: CommentCreatedEvent) => void;
}

export interface ClientToServerEvents {
  'question:join': (payload: { questionId: number }) => void;
  'question:leave': (payload: { questionId: number }) => void;
  'post:join': (payload: { postId: number }) => void;
  'post:leave': (payload: { postId: number }) => void;
  'forum:join': (payload: { forumId: number }) => void;
  'forum:leave': (payload: { forumId: number }) => void;
}
