import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultBackoffMs, mergePatch, readStored, SaveQueue, type AnswerPatch, type FailureKind, type QueueStorage } from './saveQueue.ts';

class MemoryStorage implements QueueStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

/** A `send` whose calls are answered by the test. */
function controlledSend() {
  const calls: Array<{ questionId: number; patch: AnswerPatch; resolve: () => void; reject: (error: unknown) => void }> = [];
  const send = (questionId: number, patch: AnswerPatch) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ questionId, patch, resolve, reject });
    });
  return { calls, send };
}

const classify = (error: unknown): FailureKind => (error === 'ended' ? 'ended' : error === 'bad' ? 'rejected' : 'retry');
/** Lets pending promise callbacks run (timers are fake). */
const tick = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('mergePatch', () => {
  it('lets later fields win and adds the seconds', () => {
    expect(mergePatch({ selectedOption: 'A', timeSeconds: 3 }, { selectedOption: null, markedForReview: true, timeSeconds: 4 })).toEqual({
      selectedOption: null,
      markedForReview: true,
      timeSeconds: 7,
    });
    expect(mergePatch({ answer: '4' }, { answer: '42' })).toEqual({ answer: '42' });
  });
});

describe('defaultBackoffMs', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(defaultBackoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('readStored', () => {
  it('reads a stored map and ignores garbage', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', JSON.stringify({ 5: { selectedOption: 'B' }, x: { answer: '1' }, 6: 'nope' }));
    expect([...readStored(storage, 'k')]).toEqual([[5, { selectedOption: 'B' }]]);
    storage.setItem('k', '{not json');
    expect(readStored(storage, 'k').size).toBe(0);
    expect(readStored(undefined, 'k').size).toBe(0);
  });
});

describe('SaveQueue', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('sends one request at a time and coalesces changes made meanwhile per question', async () => {
    const { calls, send } = controlledSend();
    const queue = new SaveQueue({ send, classify, storageKey: 'k' });
    queue.enqueue(1, { selectedOption: 'A', timeSeconds: 2 });
    queue.enqueue(1, { selectedOption: 'B', timeSeconds: 1 });
    queue.enqueue(2, { timeSeconds: 0 });
    queue.enqueue(1, { markedForReview: true, timeSeconds: 5 });
    expect(calls.map((c) => [c.questionId, c.patch])).toEqual([[1, { selectedOption: 'A', timeSeconds: 2 }]]);
    expect(queue.status()).toEqual({ pending: 2, sending: true, offline: false });
    calls[0]!.resolve();
    await tick();
    expect(calls[1]).toMatchObject({ questionId: 1, patch: { selectedOption: 'B', markedForReview: true, timeSeconds: 6 } });
    calls[1]!.resolve();
    await tick();
    expect(calls[2]).toMatchObject({ questionId: 2, patch: { timeSeconds: 0 } });
    calls[2]!.resolve();
    await tick();
    expect(calls).toHaveLength(3);
    expect(queue.status()).toEqual({ pending: 0, sending: false, offline: false });
  });

  it('retries a network failure with backoff, newer changes merged over the failed one, and flushes at once when told', async () => {
    const { calls, send } = controlledSend();
    const statuses: boolean[] = [];
    const queue = new SaveQueue({ send, classify, storageKey: 'k', onStatus: (s) => statuses.push(s.offline) });
    queue.enqueue(7, { answer: '4', timeSeconds: 3 });
    queue.enqueue(7, { answer: '42', timeSeconds: 1 });
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await tick();
    expect(queue.status()).toEqual({ pending: 1, sending: false, offline: true });
    expect(statuses.at(-1)).toBe(true);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(calls[1]).toMatchObject({ questionId: 7, patch: { answer: '42', timeSeconds: 4 } });
    calls[1]!.reject(new TypeError('Failed to fetch'));
    await tick();
    vi.advanceTimersByTime(1500); // second backoff is 2 s
    expect(calls).toHaveLength(2);
    queue.flush(); // `online`
    expect(calls).toHaveLength(3);
    calls[2]!.resolve();
    await tick();
    expect(queue.status()).toEqual({ pending: 0, sending: false, offline: false });
    vi.advanceTimersByTime(60_000);
    expect(calls).toHaveLength(3);
  });

  it('drops a change refused as ended or rejected, tells the page, and carries on', async () => {
    const { calls, send } = controlledSend();
    const ended: number[] = [];
    const rejected: number[] = [];
    const queue = new SaveQueue({ send, classify, storageKey: 'k', onEnded: (id) => ended.push(id), onRejected: (id) => rejected.push(id) });
    queue.enqueue(1, { selectedOption: 'A' });
    queue.enqueue(2, { selectedOption: 'C' });
    queue.enqueue(3, { selectedOption: 'D' });
    calls[0]!.reject('ended');
    await tick();
    calls[1]!.reject('bad');
    await tick();
    calls[2]!.resolve();
    await tick();
    expect(ended).toEqual([1]);
    expect(rejected).toEqual([2]);
    expect(calls.map((c) => c.questionId)).toEqual([1, 2, 3]);
    expect(queue.status().pending).toBe(0);
  });

  it('keeps unsent changes in storage so a new queue (a reload) sends them', async () => {
    const storage = new MemoryStorage();
    const first = controlledSend();
    const queue = new SaveQueue({ send: first.send, classify, storage, storageKey: 'attempt-9' });
    queue.enqueue(4, { selectedOption: 'B', timeSeconds: 12 });
    queue.enqueue(5, { markedForReview: true });
    expect(JSON.parse(storage.getItem('attempt-9')!)).toEqual({ 4: { selectedOption: 'B', timeSeconds: 12 }, 5: { markedForReview: true } });
    first.calls[0]!.reject(new TypeError('offline'));
    await tick();
    queue.dispose();
    vi.advanceTimersByTime(60_000);
    expect(first.calls).toHaveLength(1);

    const second = controlledSend();
    const reloaded = new SaveQueue({ send: second.send, classify, storage, storageKey: 'attempt-9' });
    expect([...reloaded.unconfirmed().keys()].sort()).toEqual([4, 5]);
    reloaded.start();
    expect(second.calls[0]).toMatchObject({ questionId: 4, patch: { selectedOption: 'B', timeSeconds: 12 } });
    second.calls[0]!.resolve();
    await tick();
    second.calls[1]!.resolve();
    await tick();
    expect(storage.getItem('attempt-9')).toBeNull();
  });

  it('idle() resolves once everything is confirmed', async () => {
    const { calls, send } = controlledSend();
    const queue = new SaveQueue({ send, classify, storageKey: 'k' });
    await queue.idle();
    queue.enqueue(1, { answer: '3' });
    let done = false;
    void queue.idle().then(() => (done = true));
    await tick();
    expect(done).toBe(false);
    calls[0]!.resolve();
    await tick();
    await tick();
    expect(done).toBe(true);
  });

  it('unconfirmed() shows the in-flight change with the waiting one over it', () => {
    const { send } = controlledSend();
    const queue = new SaveQueue({ send, classify, storageKey: 'k' });
    queue.enqueue(1, { selectedOption: 'A', timeSeconds: 1 });
    queue.enqueue(1, { markedForReview: true, timeSeconds: 2 });
    expect(queue.unconfirmed().get(1)).toEqual({ selectedOption: 'A', markedForReview: true, timeSeconds: 3 });
  });
});
