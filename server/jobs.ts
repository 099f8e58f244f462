/**
 * Every job module of the app. `buildApp` creates one Queue per module (plugins/queues.ts) and
 * `worker/main.ts` runs one BullMQ Worker per module. A new job is a `*.job.ts` module made with
 * `defineJob()` (jobs/defineJob.ts), added here.
 */
import type { AnyJobDefinition } from './jobs/defineJob.ts';
import { aiExplanationJob } from './features/ai/aiExplanation.job.ts';
import { importJob } from './features/imports/import.job.ts';
import { mailJob } from './mail/mail.job.ts';
import { ranksJob } from './features/mockTests/ranks.job.ts';
import { sectionDeadlineJob } from './features/mockTests/sectionDeadline.job.ts';
import { digestJob } from './features/notifications/digest.job.ts';

export const jobs: readonly AnyJobDefinition[] = [importJob, aiExplanationJob, mailJob, sectionDeadlineJob, ranksJob, digestJob];
