/** BullMQ queues the API adds jobs to (`app.queues`); one Redis connection, closed with the app. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import { queueNames, type ImportJobData } from '@common/jobs.ts';
import { connectRedis } from './redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queues: { import: Queue<ImportJobData> };
  }
}

export const queuesPlugin = fp(
  async (app: FastifyInstance, options: { url: string; prefix: string }) => {
    const connection = await connectRedis(options.url, { maxRetriesPerRequest: null });
    const importQueue = new Queue<ImportJobData>(queueNames.import, { connection, prefix: `${options.prefix}:bull` });
    app.decorate('queues', { import: importQueue });
    app.addHook('onClose', async () => {
      await importQueue.close();
      await connection.quit();
    });
  },
  { name: 'queues' },
);
