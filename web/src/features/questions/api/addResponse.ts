/** Submitting an answer (spec section 4 "Question attempt"; docs/contract.md sections 5, 7.2, 8.5). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddResponseResult } from '@common/api/responses.ts';
import type { AnswerOption } from '@common/limits.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { newClientId } from '../../../lib/offline/clientId.ts';
import { isNetworkFailure } from '../../../lib/offline/sendOutcome.ts';
import { questionKeys } from './keys.ts';

/** An MCQ answer names its option; a TITA answer is the typed text (a decimal number). */
export type AnswerInput = {
  questionId: number;
  /** Elapsed whole seconds; left out for an untimed attempt. */
  timer?: number | undefined;
} & ({ selectedOption: AnswerOption; answer?: undefined } | { answer: string; selectedOption?: undefined });

/**
 * What became of an answer: judged (`result`; by the server, or on the device for a practice pack,
 * then `waiting` says it is still to be sent), or kept on the device to be sent later
 * (`queued`: no network, so no result yet).
 */
export type AnswerOutcome =
  | { queued: false; result: Pick<AddResponseResult, 'correct' | 'correctAnswer'>; waiting?: boolean }
  | { queued: true };

/** How an attempt sends its answer (the default: `addResponse`). */
export type SubmitAnswer = (input: AnswerInput) => Promise<AnswerOutcome>;

/** Keeps the answer in the outbox (loaded on demand: most answers never need it). */
async function queue(request: AnswerInput & { clientId: string }, answeredAt: string): Promise<AnswerOutcome> {
  const { queueAnswer } = await import('../../../lib/offline/outbox.ts');
  await queueAnswer({ ...request, answeredAt });
  return { queued: true };
}

/**
 * POST /api/addResponse?questionId&timer&(selectedOption|answer)&clientId: the server decides
 * correctness; without `timer` the attempt is untimed. Each answer carries a new `clientId`; when
 * the browser is offline or the request cannot reach the server, the answer is kept in the
 * outbox (lib/offline/outbox.ts, with the time it was given) and sent when the network returns.
 * @throws ApiRequestError for an answer the server refused or could not take, e.g. 400 "Answer must be a number".
 */
export async function addResponse(input: AnswerInput): Promise<AnswerOutcome> {
  const request = { ...input, clientId: newClientId() };
  const answeredAt = new Date().toISOString();
  if (!navigator.onLine) return queue(request, answeredAt);
  const { questionId, clientId } = request;
  const timer = input.timer === undefined ? {} : { timer: input.timer };
  const query =
    input.answer !== undefined ? { questionId, clientId, ...timer, answer: input.answer } : { questionId, clientId, ...timer, selectedOption: input.selectedOption };
  try {
    return { queued: false, result: await ok(apiClient.POST('/api/addResponse', { params: { query } })) };
  } catch (error) {
    if (isNetworkFailure(error)) return queue(request, answeredAt);
    throw error;
  }
}

/**
 * Submits an answer through `submit` (default `addResponse`). After a server-judged answer the
 * question is refetched (now carrying its written solution, correct answer and `myLastResponse`),
 * so are its crowd statistics, and the question lists (their `myStatus` marks) are marked stale.
 */
export function useAddResponse(submit: SubmitAnswer = addResponse) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submit,
    // Offline too: the answer is then kept on the device (TanStack's default would hold it back).
    networkMode: 'always',
    // Not awaited: the result shows at once, the refetches follow.
    onSuccess: (outcome, answer) => {
      if (outcome.queued || outcome.waiting) return;
      void queryClient.invalidateQueries({ queryKey: questionKeys.stats(answer.questionId) });
      void queryClient.invalidateQueries({ queryKey: questionKeys.detail(answer.questionId) });
      void queryClient.invalidateQueries({ queryKey: questionKeys.lists });
    },
  });
}
