/**
 * One-time code routes (spec section 7): GET|POST /public/sendOtp?number=, GET|POST
 * /public/verifyOtp?number=&otp=, GET|POST /api/verifyEmail, POST /api/verifyEmailOtp?otp=.
 * All of them change state, so all need X-Requested-With (GETs are declared mutations). A refused
 * send (429) carries a Retry-After header in seconds. Besides the per-number limits, one client IP
 * may ask for `limits.otpMaxSendsPerIpPerHour` mobile codes an hour (counted in Redis, shared by
 * every API instance), so the public endpoint cannot be used to send SMS to many numbers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { sendOtpQuerySchema, verifyEmailOtpQuerySchema, verifyOtpQuerySchema, type OtpVerified } from '@common/api/verification.ts';
import type { Config } from '../../config.ts';
import { parseInput } from '../../errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { OtpRateLimitError } from './otp.service.ts';
import * as service from './verification.service.ts';

/** The query parameters, and for a POST also fields of a form or JSON body (the query wins). */
function params(request: FastifyRequest): Record<string, unknown> {
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  return { ...body, ...(request.query as Record<string, unknown>) };
}

const verified: OtpVerified = { verified: true };

export async function verificationRoutes(app: FastifyInstance, options: { config: Config }) {
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
    // Counted in Redis by the app's rate-limit plugin (plugins/rateLimits.ts), with this route's own message.
    config: {
      mutation: true,
      rateLimit: {
        max: limits.otpMaxSendsPerIpPerHour,
        timeWindow: 3600_000,
        errorResponseBuilder: (_request, context) => new OtpRateLimitError(messages.otp.tooMany, Math.ceil(context.ttl / 1000)),
      },
    },
    handler: async (request) => {
      const { number } = parseInput(sendOtpQuerySchema, params(request));
      return service.sendMobileOtp(ctx, number);
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/public/verifyOtp',
    config: { mutation: true },
    handler: async (request) => {
      const { number, otp } = parseInput(verifyOtpQuerySchema, params(request));
      await service.verifyMobileOtp(ctx, number, otp);
      return verified;
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/verifyEmail',
    config: { mutation: true },
    preHandler: app.requireUser,
    handler: async (request) => service.sendEmailOtp(ctx, currentUser(request)),
  });

  app.post('/api/verifyEmailOtp', { preHandler: app.requireUser }, async (request) => {
    const { otp } = parseInput(verifyEmailOtpQuerySchema, params(request));
    await service.verifyEmailOtp(ctx, currentUser(request), otp);
    return verified;
  });
}
