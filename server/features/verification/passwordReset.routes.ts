/**
 * POST /public/password-reset/request and /public/password-reset/confirm (contract section 7.6).
 *
 * No enumeration: a request answers 202 with the same body for every address, after the same work
 * (the per-client limit and, in production, the SMTP check, neither of which depends on the
 * address). Looking the address up, issuing the code and queueing the mail happen after the answer
 * is sent, so neither the answer nor its timing differs between known and unknown addresses.
 * Limits: per client address (`otpSends`, RATE_LIMIT_OTP_SENDS_PER_15_MINUTES) for requests and
 * (`otpChecks`) for confirmations; per email address the OTP send rules (one a minute, 5 an hour),
 * which silently send nothing when reached. A confirmation ends every session of the user and
 * disconnects their sockets, and forgets the username's failed logins.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { passwordResetAcceptedSchema, passwordResetConfirmSchema, passwordResetRequestSchema, type PasswordResetAccepted } from '@common/api/accounts.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { errorResponses, publicAccess } from '../../http/contract.ts';
import { confirmReset, sendResetCode } from './passwordReset.service.ts';
import type { VerificationContext } from './verification.service.ts';

const tags = ['accounts'];
const accepted: PasswordResetAccepted = { accepted: true, expiresInSeconds: limits.otpValidSeconds, resendAfterSeconds: limits.otpResendCooldownSeconds };

export async function passwordResetRoutes(fastify: FastifyInstance, options: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const ctx: VerificationContext = {
    db: app.db,
    now: app.now,
    secret: config.sessionSecret,
    delivery: {
      production: config.env === 'production',
      smsWebhookUrl: config.smsWebhookUrl,
      smtpUrl: config.smtpUrl,
      queues: app.queues,
      log: { info: (message) => app.log.info(message) },
    },
  };

  // Sends still running after their answer; the app waits for them when it closes.
  const pending = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...pending]);
  });

  app.post(
    '/public/password-reset/request',
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Mail a password reset code to the account using this address; 202 whether or not there is one',
        tags,
        security: publicAccess,
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAcceptedSchema, ...errorResponses(400, 403, 429, 503) },
      },
      config: { rateLimited: { name: 'otpSends', per: 'ip' } },
    },
    async (request, reply) => {
      if (ctx.delivery.production && !ctx.delivery.smtpUrl) throw new AppError(503, messages.otp.emailNotConfigured);
      const send = sendResetCode(ctx, request.body.emailId)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset code not sent'))
        .finally(() => pending.delete(send));
      pending.add(send);
      reply.status(202);
      return accepted;
    },
  );

  app.post(
    '/public/password-reset/confirm',
    {
      schema: {
        operationId: 'confirmPasswordReset',
        summary: 'Set a new password with the mailed code; every session of the user ends',
        tags,
        security: publicAccess,
        body: passwordResetConfirmSchema,
        response: { 204: z.null().describe('Password changed'), ...errorResponses(400, 403, 429) },
      },
      config: { rateLimited: { name: 'otpChecks', per: 'ip' } },
    },
    async (request, reply) => {
      const user = await confirmReset(ctx, request.body);
      await app.loginFailures.clear(user.username, request.ip);
      return reply.status(204).send(null);
    },
  );
}
