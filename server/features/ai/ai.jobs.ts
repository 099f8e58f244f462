/**
 * Queuing an `ai-explanation` job and waiting for it, from an API process.
 *
 * The job id is `ai-<questionId>`, so concurrent requests for one question share one job (BullMQ
 * ignores an add whose id exists); finished and failed jobs are removed at once, so a later request
 * can queue again. Requests in this process that wait for the same job share one wait (one pair of
 * QueueEvents listeners), however many they are.
 */
import type { Queue, QueueEvents } from 'bullmq';
import type { AiExplanationJobData } from '@common/jobs.ts';
import type { OpenAiConfig } from '../../config.ts';

/** The BullMQ job id shared by every request for one question's explanation. */
export const explanationJobId = (questionId: number): string => `ai-${questionId}`;

/** How a wait ended: the job finished (completed, failed, or was already gone), or the wait timed out. */
export type WaitOutcome = 'finished' | 'timedOut';

export class ExplanationJobs {
  private readonly waits = new Map<string, Promise<WaitOutcome>>();

  constructor(
    private readonly queue: Queue<AiExplanationJobData>,
    private readonly events: QueueEvents,
    private readonly settings: Pick<OpenAiConfig, 'attempts' | 'retryDelayMs' | 'waitTimeoutMs'>,
  ) {
    // Every waiting job adds one 'closing' listener to the queue, removed when its wait ends.
    queue.setMaxListeners(0);
  }

  /**
   * Queues the job for `questionId` (or joins the one queued) and waits at most `waitTimeoutMs`
   * for it to finish. Never rejects: whether it worked is for the caller to read from the database.
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
    const job = await this.queue.add(
      'explain',
      { questionId, regenerate },
      { jobId: explanationJobId(questionId), attempts, backoff: { type: 'exponential', delay: retryDelayMs }, removeOnComplete: true, removeOnFail: true },
    );
    const started = Date.now();
    try {
      await job.waitUntilFinished(this.events, waitTimeoutMs);
      return 'finished';
    } catch {
      // Failed for good, already finished and removed before we looked, or timed out.
      return Date.now() - started >= waitTimeoutMs ? 'timedOut' : 'finished';
    }
  }
}
