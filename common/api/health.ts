/** GET /health and GET /ready (server/features/health). */
import { z } from 'zod';

const checkSchema = z.enum(['ok', 'down']);

/** Each dependency's answer to the readiness probe. */
export const readyChecksSchema = z.object({ database: checkSchema, redis: checkSchema, queue: checkSchema });
export type ReadyChecks = z.infer<typeof readyChecksSchema>;

/** `stopping`: the process is shutting down (no checks are run). */
export const readyAnswerSchema = z.union([
  z.object({ status: z.enum(['ready', 'unavailable']), checks: readyChecksSchema }),
  z.object({ status: z.literal('stopping') }),
]);
export type ReadyAnswer = z.infer<typeof readyAnswerSchema>;

/** GET /health: the process serves HTTP. */
export const aliveSchema = z.object({ status: z.literal('ok') });
