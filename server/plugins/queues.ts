/**
 * The BullMQ queues of the job modules the app is given (`options.jobs`, see server/jobs.ts), as
 * `app.queues` (a JobQueues: `queue(job)`, `events(job)`, `all()`). All Queues share one Redis
 * connection; each job named in `options.waitFor` also gets a QueueEvents on its own connection
 * (it blocks reading the event stream), ready before the app answers, so a request can add a job
 * and wait for it. Everything is closed with the app.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AnyJobDefinition, JobQueues } from '../jobs/defineJob.ts';
import { connectRedis, logConnectionErrors } from './redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queues: JobQueues;
  }
}

export interface QueuesOptions {
  url: string;
  /** The deployment's Redis key prefix; queues live under `<prefix>:bull`. */
  prefix: string;
  /** Every job module of the app: one Queue each. */
  jobs: readonly AnyJobDefinition[];
  /** Names of the jobs whose completion requests wait for: one QueueEvents each. */
  waitFor?: readonly string[];
}

export const queuesPlugin = fp(
  async (app: FastifyInstance, options: QueuesOptions) => {
    const connection = await connectRedis(options.url, { maxRetriesPerRequest: null });
    const prefix = `${options.prefix}:bull`;
    const queues = new Map<string, Queue>();
    const events = new Map<string, { events: QueueEvents; connection: Redis }>();
    const closeAll = async () => {
      await Promise.all([...events.values()].map((entry) => entry.events.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await Promise.allSettled([connection.quit(), ...[...events.values()].map((entry) => entry.connection.quit())]);
    };
    try {
      for (const job of options.jobs) {
        const queue = new Queue(job.name, { connection, prefix });
        logConnectionErrors(queue, app.log, `queue ${job.name}`);
        queues.set(job.name, queue);
      }
      for (const name of options.waitFor ?? []) {
        if (!queues.has(name)) throw new Error(`queues: cannot wait for "${name}", which is not one of the app's jobs`);
        const own = await connectRedis(options.url, { maxRetriesPerRequest: null });
        const queueEvents = new QueueEvents(name, { connection: own, prefix });
        events.set(name, { events: queueEvents, connection: own });
        logConnectionErrors(queueEvents, app.log, `${name} queue events`);
        await queueEvents.waitUntilReady();
      }
    } catch (error) {
      await closeAll();
      throw error;
    }
    const jobQueues: JobQueues = {
      queue(job) {
        const queue = queues.get(job.name);
        if (!queue) throw new Error(`no queue for job "${job.name}"`);
        return queue;
      },
      events(job) {
        const entry = events.get(job.name);
        if (!entry) throw new Error(`no queue events for job "${job.name}"`);
        return entry.events;
      },
      all: () => [...queues.values()],
    };
    app.decorate('queues', jobQueues);
    app.addHook('onClose', closeAll);
  },
  { name: 'queues' },
);
