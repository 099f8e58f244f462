/** Recognises PostgreSQL errors through Drizzle's wrapping (same codes on pg and PGlite). */

/** SQLSTATE of `error` or of its `cause` chain, e.g. '23505'. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a unique-constraint violation (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
