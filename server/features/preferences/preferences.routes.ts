/** PUT /api/preferences: the logged-in user's practice preferences (docs/contract.md section 7.5). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '@common/api/accounts.ts';
import { preferencesSchema } from '@common/api/preferences.ts';
import { errorResponses, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './preferences.service.ts';

export async function preferencesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/preferences',
    {
      schema: {
        operationId: 'savePreferences',
        summary: 'Save my preferences (untimedPractice: questions show at once, answers carry no time; showOnLeaderboards: my name on mock test leaderboards); answers my user JSON',
        tags: ['users'],
        security: session,
        body: preferencesSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const user = await service.savePreferences(app.db, me, request.body);
      return user;
    },
  );
}
