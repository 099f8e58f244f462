/**
 * One-time code routes (spec section 7): GET|POST /public/sendOtp?number=, GET|POST
 * /public/verifyOtp?number=&otp=, GET|POST /api/verifyEmail, POST /api/verifyEmailOtp?otp=.
 * All of them change state, so all need X-Requested-With (GETs are declared mutations). A refused
 * send (429) carries a Retry-After header in seconds. Besides the per-number limits, one client IP
 * may ask for `limits.otpMaxSendsPerIpPerHour` mobile codes an hour (counted in Redis, shared by
 * every API instance), so the public endpoint cannot be used to send SMS to many numbers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { otpSentSchema, otpVerifiedSchema, sendOtpQuerySchema, verifyEmailOtpQuerySchema, verifyOtpQuerySchema, type OtpVerified } from '@common/api/verification.ts';
import type { Config } from '../../config.ts';
import { errorResponses, publicAccess, session } from '../../http/contract.ts';
import { currentUser } from '../../plugins/auth.ts';
import { OtpRateLimitError } from './otp.service.ts';
import * as service from './verification.service.ts';

/**
 * preValidation: for a POST, fields of a form or JSON body count as query parameters (the query
 * wins), so the route's `querystring` schema validates either.
 */
async function bodyFieldsAsQuery(request: FastifyRequest): Promise<void> {
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  if (Object.keys(body).length > 0) request.query = { ...body, ...(request.query as Record<string, unknown>) };
}

const verified: OtpVerified = { verified: true };
const tags = ['verification'];

export async function verificationRoutes(fastify: FastifyInstance, options: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx: service.VerificationContext = {
    db: app.db,
    now: app.now,
    secret: options.config.sessionSecret,
    delivery: {
      production: options.config.env === 'production',
      smsWebhookUrl: options.config.smsWebhookUrl,
      smtpUrl: options.config.smtpUrl,
      queues: app.queues,
      log: { info: (message) => app.log.info(message) },
    },
  };

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof OtpRateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/public/sendOtp',
    schema: {
      operationId: 'sendMobileOtp',
      summary: "Send a one-time code to a mobile number (the spec's GET mutation; a POST may send the fields as a form or JSON)",
      tags,
      security: publicAccess,
      querystring: sendOtpQuerySchema,
      response: { 200: otpSentSchema, ...errorResponses(400, 403, 429, 502, 503) },
    },
    // Counted in Redis by the app's rate-limit plugin (plugins/rateLimits.ts), with this route's own message.
    config: {
      mutation: true,
      rateLimit: {
        max: limits.otpMaxSendsPerIpPerHour,
        timeWindow: 3600_000,
        errorResponseBuilder: (_request, context) => new OtpRateLimitError(messages.otp.tooMany, Math.ceil(context.ttl / 1000)),
      },
    },
    preValidation: bodyFieldsAsQuery,
    handler: async (request) => service.sendMobileOtp(ctx, request.query.number),
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/public/verifyOtp',
    schema: {
      operationId: 'verifyMobileOtp',
      summary: "Check the one-time code sent to a mobile number (the spec's GET mutation; a POST may send the fields as a form or JSON)",
      tags,
      security: publicAccess,
      querystring: verifyOtpQuerySchema,
      response: { 200: otpVerifiedSchema, ...errorResponses(400, 403, 429) },
    },
    config: { mutation: true, rateLimited: { name: 'otpChecks', per: 'ip' } },
    preValidation: bodyFieldsAsQuery,
    handler: async (request) => {
      await service.verifyMobileOtp(ctx, request.query.number, request.query.otp);
      return verified;
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/verifyEmail',
    schema: {
      operationId: 'sendEmailOtp',
      summary: "Send a one-time code to my email address (the spec's GET mutation)",
      tags,
      security: session,
      response: { 200: otpSentSchema, ...errorResponses(400, 401, 403, 409, 429, 502, 503) },
    },
    config: { mutation: true, rateLimited: { name: 'otpSends', per: 'user' } },
    handler: async (request) => service.sendEmailOtp(ctx, currentUser(request)),
  });

  app.post(
    '/api/verifyEmailOtp',
    {
      schema: {
        operationId: 'verifyEmailOtp',
        summary: 'Check the one-time code sent to my email address (the query, or form or JSON fields)',
        tags,
        security: session,
        querystring: verifyEmailOtpQuerySchema,
        response: { 200: otpVerifiedSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: { rateLimited: { name: 'otpChecks', per: 'user' } },
      preValidation: bodyFieldsAsQuery,
    },
    async (request) => {
      const me = currentUser(request);
      await service.verifyEmailOtp(ctx, me, request.query.otp);
      return verified;
    },
  );
}
