/** socket.io event names and payloads (CONTRACT.md section 6). */
import type { ImportJobState } from './api/imports.ts';

/** Sent to the admin who queued an import. */
export interface ImportProgressEvent {
  jobId: number;
  state: ImportJobState;
  processed: number;
  total: number;
}

export interface ServerToClientEvents {
  'import:progress': (event: ImportProgressEvent) => void;
}

export interface ClientToServerEvents {
  'question:join': (payload: { questionId: number }) => void;
  'question:leave': (payload: { questionId: number }) => void;
  'post:join': (payload: { postId: number }) => void;
  'post:leave': (payload: { postId: number }) => void;
  'forum:join': (payload: { forumId: number }) => void;
  'forum:leave': (payload: { forumId: number }) => void;
}
