/**
 * `ai-explanation` job processor: asks the configured chat model (OpenAI chat completions, through
 * the official client) to explain one approved question and stores the answer in ai_explanations
 * with the model's name. Idempotent: without `regenerate` a question that already has an
 * explanation is left alone, so jobs that raced each other make one API call.
 *
 * Retrying is BullMQ's job (attempts with exponential backoff, see aiExplanation.job.ts): the
 * client itself never retries (`maxRetries: 0`). Timeouts, connection errors, 408, 429 and 5xx
 * throw an ordinary error (retried); any other 4xx, a missing question or a missing configuration
 * throws `UnrecoverableError` (failed at once).
 */
import OpenAI, { APIConnectionError, APIError } from 'openai';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Logger } from 'pino';
import type { AiExplanationJobData } from './aiExplanation.job.ts';
import type { OpenAiConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { findApprovedQuestionForPrompt, findExplanation, upsertExplanation } from './ai.repo.ts';
import { buildExplanationPrompt, toPlainExplanation } from './aiExplanation.prompt.ts';

/** A chat client and the model it asks. */
export interface ChatModel {
  client: OpenAI;
  model: string;
}

export interface ExplanationProcessorDeps {
  db: Database;
  /** Undefined when the worker has no API key or model: every job then fails at once. */
  chat: ChatModel | undefined;
  log?: Pick<Logger, 'info' | 'warn'>;
}

/** The chat client for `settings`, or undefined unless both the API key and the model are set. */
export function createChatModel(settings: OpenAiConfig): ChatModel | undefined {
  if (!settings.apiKey || !settings.model) return undefined;
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: settings.requestTimeoutMs,
    maxRetries: 0,
  });
  return { client, model: settings.model };
}

/** Whether a failed chat request is worth another attempt (timeouts, network, 408, 429, 5xx). */
export function isRetryable(error: unknown): boolean {
  if (error instanceof APIConnectionError) return true; // includes APIConnectionTimeoutError
  if (error instanceof APIError && typeof error.status === 'number') {
    return error.status === 408 || error.status === 429 || error.status >= 500;
  }
  return !(error instanceof APIError);
}

/** `message` with anything shaped like an API key (OpenAI echoes a masked one on 401) blanked out. */
export function redactKeys(message: string): string {
  return message.replace(/\bsk-[\w*-]+/g, 'sk-[redacted]');
}

/**
 * Runs one job. Resolves once the explanation is stored (or was already there).
 * @throws UnrecoverableError when the question is missing or not approved, AI is not configured,
 *   or the API refuses the request (4xx other than 408/429); another Error for retryable failures.
 */
export async function processAiExplanationJob(deps: ExplanationProcessorDeps, job: Pick<Job<AiExplanationJobData>, 'id' | 'data' | 'attemptsMade'>): Promise<void> {
  const { questionId, regenerate = false } = job.data;
  const context = { jobId: job.id, questionId, attempt: job.attemptsMade + 1, regenerate };
  if (!deps.chat) throw new UnrecoverableError('AI explanations are not configured');
  if (!regenerate && (await findExplanation(deps.db, questionId))) {
    deps.log?.info(context, 'ai explanation already stored');
    return;
  }
  const question = await findApprovedQuestionForPrompt(deps.db, questionId);
  if (!question) throw new UnrecoverableError(`question ${questionId} is missing or not approved`);

  const started = Date.now();
  let content: string;
  try {
    const completion = await deps.chat.client.chat.completions.create({
      model: deps.chat.model,
      messages: buildExplanationPrompt(question),
    });
    content = toPlainExplanation(completion.choices[0]?.message?.content ?? '');
  } catch (error) {
    const status = error instanceof APIError ? error.status : undefined;
    const retryable = isRetryable(error);
    const message = redactKeys(error instanceof Error ? error.message : String(error));
    deps.log?.warn({ ...context, status, retryable, ms: Date.now() - started }, `ai explanation request failed: ${message}`);
    // No `cause`: the original error's message may carry the API key, which must not reach the job log.
    if (!retryable) throw new UnrecoverableError(`chat completion refused (${status}): ${message}`);
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`chat completion failed (${status ?? 'no response'}): ${message}`);
  }
  if (!content) throw new Error('the chat model returned no text');
  await upsertExplanation(deps.db, { questionId, explanation: content, model: deps.chat.model });
  deps.log?.info({ ...context, model: deps.chat.model, chars: content.length, ms: Date.now() - started }, 'ai explanation stored');
}
