/**
 * Whether the server has said this browser's account is suspended: any answer 403 with
 * `code: "account_suspended"` (server/identity/users.ts `suspendedError`, sent for every request
 * of a suspended user's session that needs a login, and by the login itself) records it with the
 * admin's `reason`, and the app (web/src/app/AccountSuspended.tsx) shows the suspended screen in
 * place of every page. A plain external store, so the API middleware (client.ts) can feed it
 * without React; read it with `useSyncExternalStore(subscribeSuspension, currentSuspension)`.
 */
import { accountSuspendedCode } from '@common/api/errorCodes.ts';

/** The suspension as the server told it: the admin's reason, or null when none was given. */
export interface Suspension {
  reason: string | null;
}

let current: Suspension | null = null;
const listeners = new Set<() => void>();

/** The suspension recorded so far, or null (the same object until it changes). */
export function currentSuspension(): Suspension | null {
  return current;
}

/** Calls `listener` whenever a suspension is recorded; returns the unsubscribe function. */
export function subscribeSuspension(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records a suspension when `status` and the parsed error `body` say so (403 `account_suspended`); else does nothing. */
export function noteSuspension(status: number, body: unknown): void {
  if (status !== 403 || !body || typeof body !== 'object' || !('code' in body) || body.code !== accountSuspendedCode) return;
  const reason = 'reason' in body && typeof body.reason === 'string' && body.reason !== '' ? body.reason : null;
  current = { reason };
  for (const listener of listeners) listener();
}
