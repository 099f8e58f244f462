/** GET /health and GET /ready (server/features/health). */
export interface ReadyChecks {
  database: 'ok' | 'down';
  redis: 'ok' | 'down';
  queue: 'ok' | 'down';
}

/** `stopping`: the process is shutting down (no checks are run). */
export type ReadyAnswer = { status: 'ready' | 'unavailable'; checks: ReadyChecks } | { status: 'stopping' };
