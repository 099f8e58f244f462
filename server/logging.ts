/**
 * What the request log may show. The spec passes one-time codes in query strings
 * (`/public/verifyOtp?otp=`, `/api/verifyEmailOtp?otp=`), so the logged URL has its `otp`
 * parameter replaced: codes never reach the logs in production.
 */
import type { FastifyRequest } from 'fastify';

/** `url` with the value of every `otp` query parameter replaced by `[redacted]`. */
export function redactOtpInUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  return url.slice(0, query) + url.slice(query).replace(/([?&]otp=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify logger serializers: the default request fields, with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactOtpInUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
