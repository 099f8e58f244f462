/** BullMQ queues the API adds jobs to (`app.queues`); one Redis connection, closed with the app. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import { queueNames, type AiExplanationJobData, type ImportJobData, type MailJobData } from '@common/jobs.ts';
import { connectRedis, logConnectionErrors } from './redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queues: { import: Queue<ImportJobData>; aiExplanation: Queue<AiExplanationJobData>; mail: Queue<MailJobData> };
  }
}

export const queuesPlugin = fp(
  async (app: FastifyInstance, options: { url: string; prefix: string }) => {
    const connection = await connectRedis(options.url, { maxRetriesPerRequest: null });
    const prefix = `${options.prefix}:bull`;
    const queues = {
      import: new Queue<ImportJobData>(queueNames.import, { connection, prefix }),
      aiExplanation: new Queue<AiExplanationJobData>(queueNames.aiExplanation, { connection, prefix }),
      mail: new Queue<MailJobData>(queueNames.mail, { connection, prefix }),
    };
    for (const [name, queue] of Object.entries(queues)) logConnectionErrors(queue, app.log, `queue ${name}`);
    app.decorate('queues', queues);
    app.addHook('onClose', async () => {
      await Promise.all(Object.values(queues).map((queue) => queue.close()));
      await connection.quit();
    });
  },
  { name: 'queues' },
);
