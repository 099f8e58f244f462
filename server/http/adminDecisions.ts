/**
 * The spec's admin decision pairs — `/api/approve<Subject>?id=` and `/api/reject<Subject>?id=`
 * (spec section 7 "Admin") — declared once for mentor requests and submitted questions. The spec
 * decides with GETs, so each route also answers POST with the same query (contract section 4);
 * both count as state-changing (`config.mutation`: `X-Requested-With` required) and are admin-only.
 * Answers: 200 `result`, 400 bad id, 401, 403, 404 unknown id, 409 the opposite decision was made.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idQuerySchema } from '@common/api/http.ts';
import { currentUser } from '../plugins/auth.ts';
import { errorResponses, session } from './contract.ts';

export type Decision = 'approved' | 'rejected';

export interface AdminDecisionRoutes<R extends z.ZodType> {
  /** `Mentor` -> /api/approveMentor, operationId approveMentor. */
  subject: string;
  /** What is decided, for the summaries: "a mentor request by its id". */
  describes: string;
  tags: string[];
  result: R;
  /** Applies the decision to `id`; `adminId` is the deciding admin. */
  decide: (id: number, decision: Decision, adminId: number) => Promise<z.output<R>>;
}

/** Registers GET|POST /api/approve<subject> and /api/reject<subject> on `fastify`. */
export function registerAdminDecisions<R extends z.ZodType>(fastify: FastifyInstance, routes: AdminDecisionRoutes<R>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Callers are checked against `result` by the generic signature; Fastify cannot resolve the reply
  // type of a generic schema, so the route sees the schema as any zod type (still serialised by it).
  const result: z.ZodType = routes.result;
  const decide: (id: number, decision: Decision, adminId: number) => Promise<unknown> = routes.decide;
  for (const [verb, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.route({
      method: ['GET', 'POST'],
      url: `/api/${verb}${routes.subject}`,
      schema: {
        operationId: `${verb}${routes.subject}`,
        summary: `${verb === 'approve' ? 'Approve' : 'Reject'} ${routes.describes} (admin; the spec's GET mutation, POST takes the same query)`,
        tags: routes.tags,
        security: session,
        querystring: idQuerySchema,
        response: { 200: result, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { mutation: true, admin: true },
      handler: async (request) => decide(request.query.id, decision, currentUser(request).id),
    });
  }
}
