/**
 * The attempt page's save queue (pure logic, no React): answer changes become PUT
 * /api/attempts/{id}/answers/{questionId} bodies, coalesced per question, sent one at a time,
 * retried with backoff while offline or on a network error / 5xx, and kept in storage (the
 * browser's localStorage, one key per attempt) so a reload loses nothing that was not yet sent.
 */
import type { AnswerOption } from '@common/limits.ts';

/** One question's unsent change, as the PUT body takes it (`timeSeconds` is added on the server). */
export interface AnswerPatch {
  selectedOption?: AnswerOption | null;
  answer?: string | null;
  markedForReview?: boolean;
  /** Whole seconds to add to the question's time. */
  timeSeconds?: number;
}

/** How a failed send is handled: `retry` later, `ended` (409: the section has ended; dropped), `rejected` (any other 4xx; dropped). */
export type FailureKind = 'retry' | 'ended' | 'rejected';

export interface SaveQueueStatus {
  /** Questions with a change not yet confirmed by the server (waiting or being sent). */
  pending: number;
  /** A request is on its way. */
  sending: boolean;
  /** The last attempt failed for want of a connection (or the browser says it is offline); a retry is scheduled. */
  offline: boolean;
}

/** The part of `Storage` the queue uses. */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SaveQueueOptions {
  /** Sends one question's change; resolves on 2xx, rejects otherwise. */
  send: (questionId: number, patch: AnswerPatch) => Promise<void>;
  /** Sorts a rejection of `send`. */
  classify: (error: unknown) => FailureKind;
  /** Where unsent changes are kept between page loads, under `storageKey` (none: memory only). */
  storage?: QueueStorage | undefined;
  storageKey: string;
  /** Called after every change of the status. */
  onStatus?: (status: SaveQueueStatus) => void;
  /** Called when a save was refused with `ended` (the page refetches the attempt). */
  onEnded?: (questionId: number) => void;
  /** Called when a save was refused with `rejected`, with the error. */
  onRejected?: (questionId: number, error: unknown) => void;
  /** Delay before the `n`-th retry (n from 1), in ms; default 1 s doubling up to 30 s. */
  backoffMs?: (n: number) => number;
  /** Timers (default: the global ones); tests pass fake ones. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** 1 s, 2 s, 4 s … at most 30 s. */
export const defaultBackoffMs = (n: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, n - 1));

/**
 * `later` applied over `earlier`: fields `later` names win, `timeSeconds` add up. So any number of
 * changes to one question make one request with the same effect.
 */
export function mergePatch(earlier: AnswerPatch, later: AnswerPatch): AnswerPatch {
  const merged: AnswerPatch = { ...earlier, ...later };
  const time = (earlier.timeSeconds ?? 0) + (later.timeSeconds ?? 0);
  if (earlier.timeSeconds !== undefined || later.timeSeconds !== undefined) merged.timeSeconds = time;
  return merged;
}

function isPatch(value: unknown): value is AnswerPatch {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored map `{ [questionId]: patch }`, or an empty one when missing or unreadable. */
export function readStored(storage: QueueStorage | undefined, key: string): Map<number, AnswerPatch> {
  const map = new Map<number, AnswerPatch>();
  if (!storage) return map;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (!isPatch(parsed)) return map;
    for (const [id, patch] of Object.entries(parsed)) {
      if (/^\d+$/.test(id) && isPatch(patch)) map.set(Number(id), patch);
    }
  } catch {
    /* unreadable: start empty */
  }
  return map;
}

/**
 * A queue of per-question changes. `enqueue` merges a change into the question's waiting one and
 * starts sending; one request is on its way at a time (a change made meanwhile waits for it, so
 * the server sees them in order). A `retry` failure puts the change back (under anything newer)
 * and tries again after the backoff; `flush()` (the browser came back `online`) tries at once.
 * Waiting and in-flight changes are written to storage on every change, so a reload resends them
 * (an in-flight request that had reached the server just before the reload adds its
 * `timeSeconds` twice: at most a few seconds).
 */
export class SaveQueue {
  private readonly options: SaveQueueOptions;
  private readonly waiting: Map<number, AnswerPatch>;
  private inFlight: { questionId: number; patch: AnswerPatch } | null = null;
  private failures = 0;
  private timer: unknown = null;
  private offline = false;
  private disposed = false;
  private idleWaiters: Array<() => void> = [];

  constructor(options: SaveQueueOptions) {
    this.options = options;
    this.waiting = readStored(options.storage, options.storageKey);
  }

  /** Starts sending what storage held (call once the page is ready). */
  start(): void {
    this.pump();
    this.report();
  }

  /** Adds a change to question `questionId` and sends it as soon as possible. */
  enqueue(questionId: number, patch: AnswerPatch): void {
    if (this.disposed) return;
    const current = this.waiting.get(questionId);
    this.waiting.set(questionId, current ? mergePatch(current, patch) : { ...patch });
    this.persist();
    this.report();
    this.pump();
  }

  /** Retries at once (after `online`), resetting the backoff. */
  flush(): void {
    if (this.timer !== null) {
      (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
      this.timer = null;
    }
    this.failures = 0;
    this.pump();
  }

  /** Every unconfirmed change (in flight, then waiting, merged), for showing answers over the server's. */
  unconfirmed(): Map<number, AnswerPatch> {
    const all = new Map<number, AnswerPatch>();
    if (this.inFlight) all.set(this.inFlight.questionId, this.inFlight.patch);
    for (const [id, patch] of this.waiting) {
      const before = all.get(id);
      all.set(id, before ? mergePatch(before, patch) : patch);
    }
    return all;
  }

  status(): SaveQueueStatus {
    return { pending: this.unconfirmed().size, sending: this.inFlight !== null, offline: this.offline };
  }

  /** Resolves once nothing is waiting or in flight (at once when idle). */
  idle(): Promise<void> {
    if (!this.inFlight && this.waiting.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops sending (the page is left); what is unsent stays in storage. */
  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = null;
  }

  private pump(): void {
    if (this.disposed || this.inFlight || this.timer !== null) return;
    const next = this.waiting.entries().next();
    if (next.done) {
      this.settleIdle();
      return;
    }
    const [questionId, patch] = next.value;
    this.waiting.delete(questionId);
    this.inFlight = { questionId, patch };
    this.report();
    this.options.send(questionId, patch).then(
      () => this.succeeded(),
      (error: unknown) => this.failed(error),
    );
  }

  private succeeded(): void {
    this.inFlight = null;
    this.failures = 0;
    this.offline = false;
    this.persist();
    this.report();
    this.pump();
  }

  private failed(error: unknown): void {
    const sent = this.inFlight!;
    this.inFlight = null;
    const kind = this.options.classify(error);
    if (kind === 'retry') {
      const newer = this.waiting.get(sent.questionId);
      // Back under anything changed meanwhile; first in line again.
      const entries = [...this.waiting.entries()].filter(([id]) => id !== sent.questionId);
      this.waiting.clear();
      this.waiting.set(sent.questionId, newer ? mergePatch(sent.patch, newer) : sent.patch);
      for (const [id, patch] of entries) this.waiting.set(id, patch);
      this.failures += 1;
      this.offline = true;
      this.persist();
      this.report();
      if (!this.disposed) {
        this.timer = (this.options.setTimer ?? setTimeout)(() => {
          this.timer = null;
          this.pump();
        }, (this.options.backoffMs ?? defaultBackoffMs)(this.failures));
      }
      return;
    }
    this.offline = false;
    this.persist();
    this.report();
    if (kind === 'ended') this.options.onEnded?.(sent.questionId);
    else this.options.onRejected?.(sent.questionId, error);
    this.pump();
  }

  /** Drops every waiting change (the section ended: the server takes none of them). */
  clear(): void {
    this.waiting.clear();
    this.persist();
    this.report();
    if (!this.inFlight) this.settleIdle();
  }

  private settleIdle(): void {
    if (this.inFlight || this.waiting.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private persist(): void {
    const { storage, storageKey } = this.options;
    if (!storage) return;
    const all = this.unconfirmed();
    try {
      if (all.size === 0) storage.removeItem(storageKey);
      else storage.setItem(storageKey, JSON.stringify(Object.fromEntries(all)));
    } catch {
      /* storage full or blocked: the queue still works in memory */
    }
  }

  private report(): void {
    this.options.onStatus?.(this.status());
  }
}
