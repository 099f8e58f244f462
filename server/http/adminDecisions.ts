/**
 * The spec's admin decision pairs — `/api/approve<Subject>?id=` and `/api/reject<Subject>?id=`
 * (spec section 7 "Admin") — declared once for mentor requests and submitted questions. The spec
 * decides with GETs, so each route also answers POST with the same query (contract section 4);
 * both count as state-changing (`config.mutation`: `X-Requested-With` required) and are admin-only.
 * Answers: 200 `result`, 400 bad id, 401, 403, 404 unknown id, 409 the opposite decision was made.
 * A subject may let the reject route take a reason (`rejectQuery`, e.g. `?id=&reason=`).
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
  /** The reject route's query when it takes more than `id`: its output's `reason` (string or null) reaches `decide`. */
  rejectQuery?: z.ZodType<{ id: number; reason: string | null }>;
  /** Applies the decision to `id`; `adminId` is the deciding admin, `reason` the rejection's (null when none). */
  decide: (id: number, decision: Decision, adminId: number, reason: string | null) => Promise<z.output<R>>;
}

/** Registers GET|POST /api/approve<subject> and /api/reject<subject> on `fastify`. */
export function registerAdminDecisions<R extends z.ZodType>(fastify: FastifyInstance, routes: AdminDecisionRoutes<R>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Callers are checked against `result` by the generic signature; Fastify cannot resolve the reply
  // type of a generic schema, so the route sees the schema as any zod type (still serialised by it).
  const result: z.ZodType = routes.result;
  const decide: (id: number, decision: Decision, adminId: number, reason: string | null) => Promise<unknown> = routes.decide;
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
        querystring: verb === 'reject' && routes.rejectQuery ? routes.rejectQuery : idQuerySchema,
        response: { 200: result, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { mutation: true, admin: true },
      handler: async (request) => {
        const query = request.query as { id: number; reason?: string | null };
        return decide(query.id, decision, currentUser(request).id, query.reason ?? null);
      },
    });
  }
}
