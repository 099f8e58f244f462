/**
 * The `ai-explanation` job: generate (or, with `regenerate`, replace) the explanation of one
 * approved question (see aiExplanation.processor.ts), and waiting for it from an API process.
 *
 * - Payload `{ questionId, regenerate? }`; job id `ai-<questionId>`, so concurrent requests for one
 *   question (from any API process) share one job: BullMQ ignores an add whose id exists. Finished
 *   and failed jobs are removed at once, so a later request can queue again.
 * - Attempts and the exponential backoff's first delay come from the AI settings (OPENAI_*: 3 and
 *   2 s by default), given at enqueue; the chat client itself never retries.
 * - Worker: 4 jobs at a time; a job whose worker died is run again by the stalled-job check (the
 *   processor skips a question already explained, so that costs at most one extra API call).
 */
import type { QueueEvents } from 'bullmq';
import { z } from 'zod';
import type { OpenAiConfig } from '../../config.ts';
import { defineJob, type JobQueues } from '../../jobs/defineJob.ts';
import { createChatModel, processAiExplanationJob } from './aiExplanation.processor.ts';

export const aiExplanationJobSchema = z.object({ questionId: z.number().int().positive(), regenerate: z.boolean().optional() });

/** `ai-explanation` job payload. */
export type AiExplanationJobData = z.infer<typeof aiExplanationJobSchema>;

/** The BullMQ job id shared by every request for one question's explanation. */
export const explanationJobId = (questionId: number): string => `ai-${questionId}`;

export const aiExplanationJob = defineJob({
  name: 'ai-explanation',
  jobName: 'explain',
  schema: aiExplanationJobSchema,
  options: { removeOnComplete: true, removeOnFail: true },
  jobId: (data) => explanationJobId(data.questionId),
  worker: { concurrency: 4 },
  context: (env) => ({ db: env.db, log: env.log, chat: env.openai && createChatModel(env.openai) }),
  process: (job, deps) => processAiExplanationJob(deps, job),
  onFailed(job, error, { log }) {
    log?.error({ jobId: job.id, questionId: job.data.questionId, attempts: job.attemptsMade, reason: error.message }, 'ai explanation attempt failed');
  },
});

/** How a wait ended: the job finished (completed, failed, or was already gone), or the wait timed out. */
export type WaitOutcome = 'finished' | 'timedOut';

/** BullMQ job states of a job still to run or running (`Job.getState`): a wait that ended in one of them timed out. */
const unfinishedStates = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

/**
 * Queues `ai-explanation` jobs and waits for them, for one API process. Requests in this process
 * that wait for the same job share one wait (one pair of QueueEvents listeners), however many they
 * are. Needs the app's queues to wait for this job (queues plugin `waitFor`).
 */
export class ExplanationJobs {
  private readonly waits = new Map<string, Promise<WaitOutcome>>();
  private readonly events: QueueEvents;

  constructor(
    private readonly queues: JobQueues,
    private readonly settings: Pick<OpenAiConfig, 'attempts' | 'retryDelayMs' | 'waitTimeoutMs'>,
  ) {
    this.events = queues.events(aiExplanationJob);
    // Every waiting job adds one 'closing' listener to the queue, removed when its wait ends.
    queues.queue(aiExplanationJob).setMaxListeners(0);
  }

  /**
   * Queues the job for `questionId` (or joins the one queued) and waits at most `waitTimeoutMs`
   * for it to finish. Never rejects on a failed job or a timeout: whether it worked is for the
   * caller to read from the database. (Rejects when the job cannot be queued: Redis down.)
   */
  run(questionId: number, regenerate: boolean): Promise<WaitOutcome> {
    const key = `${explanationJobId(questionId)}:${regenerate}`;
    let wait = this.waits.get(key);
    if (!wait) {
      wait = this.addAndWait(questionId, regenerate).finally(() => this.waits.delete(key));
      this.waits.set(key, wait);
    }
    return wait;
  }

  private async addAndWait(questionId: number, regenerate: boolean): Promise<WaitOutcome> {
    const { attempts, retryDelayMs, waitTimeoutMs } = this.settings;
    const job = await aiExplanationJob.enqueue(this.queues, { questionId, regenerate }, { attempts, backoff: { type: 'exponential', delay: retryDelayMs } });
    const started = Date.now();
    try {
      await job.waitUntilFinished(this.events, waitTimeoutMs);
      return 'finished';
    } catch {
      // Failed for good, already finished and removed before we looked, or timed out. The job's
      // state tells which: the clock does not, since a busy event loop starts a timer from a stale
      // time, so the wait can end a few ms "early" by Date.now().
      const state = await job.getState().catch(() => null);
      if (state === null) return Date.now() - started >= waitTimeoutMs ? 'timedOut' : 'finished';
      return unfinishedStates.has(state) ? 'timedOut' : 'finished';
    }
  }
}
