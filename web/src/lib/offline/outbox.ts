/**
 * The outbox (contract 8.5): practice answers that could not be sent yet wait in IndexedDB and are
 * sent when the network returns, each exactly once — every answer carries its own `clientId`,
 * which the server dedupes by, and an entry leaves the outbox only after a 2xx or a refusal that
 * can never pass (sendOutcome.ts). Listeners hear every change of the count (this tab only).
 */
import type { AddResponseResult } from '@common/api/responses.ts';
import { apiClient, ok } from '../api/client.ts';
import { offlineDb, type QueuedAnswer } from './db.ts';
import { sendableBy, sendOutcome } from './sendOutcome.ts';

const listeners = new Set<() => void>();
let owner: number | null = null;
let flushing: Promise<FlushReport> | undefined;

function changed() {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever answers are queued or leave the outbox; answers the unsubscribe. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Notes who is logged in (null: nobody known): answers queued without an owner become theirs. */
export function setOutboxOwner(userId: number | null): void {
  owner = userId;
}

/** POST /api/addResponse with the answer's fields (clientId and answeredAt included). @throws ApiRequestError for a non-2xx answer; TypeError without network. */
export function postAnswer(entry: Omit<QueuedAnswer, 'userId'>): Promise<AddResponseResult> {
  const query = {
    questionId: entry.questionId,
    clientId: entry.clientId,
    answeredAt: entry.answeredAt,
    ...(entry.timer === undefined ? {} : { timer: entry.timer }),
    ...(entry.answer === undefined ? { selectedOption: entry.selectedOption } : { answer: entry.answer }),
  };
  return ok(apiClient.POST('/api/addResponse', { params: { query } }));
}

/** Keeps `entry` until it can be sent (its owner: `entry.userId`, else the logged-in user noted). */
export async function queueAnswer(entry: Omit<QueuedAnswer, 'userId'> & { userId?: number | null }): Promise<void> {
  const db = await offlineDb();
  await db.put('outbox', { ...entry, userId: entry.userId ?? owner });
  changed();
}

/** How many answers wait on this device. */
export async function waitingCount(): Promise<number> {
  return (await offlineDb()).count('outbox');
}

/** What a flush did: answers sent, refused for good (dropped), and left waiting. */
export interface FlushReport {
  sent: number;
  refused: number;
  waiting: number;
}

async function flush(userId: number): Promise<FlushReport> {
  const db = await offlineDb();
  const entries = (await db.getAll('outbox')).sort((a, b) => a.answeredAt.localeCompare(b.answeredAt));
  const report: FlushReport = { sent: 0, refused: 0, waiting: 0 };
  for (const entry of entries) {
    if (!sendableBy(entry.userId, userId)) continue;
    let outcome;
    try {
      await postAnswer(entry);
      outcome = sendOutcome();
    } catch (error) {
      outcome = sendOutcome(error);
    }
    // No network or a server in trouble: the rest would fail alike; try them all next time.
    if (outcome === 'retry') break;
    await db.delete('outbox', entry.clientId);
    report[outcome] += 1;
    changed();
  }
  report.waiting = entries.length - report.sent - report.refused;
  return report;
}

/**
 * Sends the waiting answers of the logged-in user `userId`, oldest first, one at a time; stops at
 * the first one that should be tried again later. One flush runs at a time (a call while one runs
 * gets its report).
 */
export function flushOutbox(userId: number): Promise<FlushReport> {
  flushing ??= flush(userId).finally(() => {
    flushing = undefined;
  });
  return flushing;
}
