/**
 * The attempt page's API calls (docs/contract.md section 7.3): the attempt with the server's
 * clock, saving one answer, submitting a section, and the test's title. Query keys start with
 * `['mockTests']`, so invalidating that prefix refreshes the test lists too.
 */
import { useQuery } from '@tanstack/react-query';
import type { Attempt } from '@common/api/mockTests.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { clockOffsetMs } from '../lib/attempt/clock.ts';
import type { AnswerPatch } from '../lib/attempt/saveQueue.ts';

export const attemptKeys = {
  all: ['mockTests'] as const,
  attempt: (id: number) => ['mockTests', 'attempt', id] as const,
  test: (id: number) => ['mockTests', 'test', id] as const,
};

/** An attempt as the page holds it: the API's answer plus how far the server's clock leads the browser's (ms). */
export type TimedAttempt = Attempt & { clockOffsetMs: number };

async function timed(call: () => Promise<Attempt>): Promise<TimedAttempt> {
  const sentAt = Date.now();
  const attempt = await call();
  return { ...attempt, clockOffsetMs: clockOffsetMs(attempt.serverTime, sentAt, Date.now()) };
}

/** GET /api/attempts/{id}, with the clock offset measured on the way. */
export function fetchAttempt(id: number, signal?: AbortSignal): Promise<TimedAttempt> {
  return timed(() => ok(apiClient.GET('/api/attempts/{id}', { params: { path: { id } }, signal })));
}

/** PUT /api/attempts/{id}/answers/{questionId}: rejects with ApiRequestError (409 "This section has ended", 400 …) or a network TypeError. */
export async function saveAnswer(id: number, questionId: number, patch: AnswerPatch): Promise<void> {
  await ok(apiClient.PUT('/api/attempts/{id}/answers/{questionId}', { params: { path: { id, questionId } }, body: patch }));
}

/** POST /api/attempts/{id}/sections/submit `{ sectionIndex }`: ends that section (a repeat changes nothing) and answers the attempt. */
export function submitSection(id: number, sectionIndex: number): Promise<TimedAttempt> {
  return timed(() => ok(apiClient.POST('/api/attempts/{id}/sections/submit', { params: { path: { id } }, body: { sectionIndex } })));
}

/**
 * The attempt, never refetched on its own except when the page asks (a section ended, the
 * countdown reached 0, the socket reconnected): the page keeps its answers locally meanwhile.
 */
export function useAttempt(id: number) {
  return useQuery({ queryKey: attemptKeys.attempt(id), queryFn: ({ signal }) => fetchAttempt(id, signal), staleTime: Infinity, refetchOnWindowFocus: false });
}

/** GET /api/tests/{id}: the test's title, sections and marking (idle until the attempt names its test). */
export function useAttemptTest(testId: number | undefined) {
  return useQuery({
    queryKey: attemptKeys.test(testId ?? 0),
    queryFn: ({ signal }) => ok(apiClient.GET('/api/tests/{id}', { params: { path: { id: testId! } }, signal })),
    enabled: testId !== undefined,
  });
}
