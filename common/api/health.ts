/** GET /health and GET /ready (server/features/health). */
export interface ReadyChecks {
  database: 'ok' | 'down';
  redis: 'ok' | 'down';
  queue: 'ok' | 'down';
}

export interface ReadyAnswer {
  status: 'ready' | 'unavailable';
  checks: ReadyChecks;
}
