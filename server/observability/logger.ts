/**
 * Logger settings shared by the API (Fastify) and the worker (plain pino): one JSON line per event,
 * request ids on every request line, and no secrets. What is kept out of the log:
 * - the `authorization` and `cookie` request headers and `set-cookie` response headers;
 * - any field named `password`, `newPassword`, `currentPassword`, `otp`, `apiKey` or
 *   `sessionSecret`, at the top of a log object or one level down (e.g. `body.password`);
 * - in a logged URL's query string, replaced by `[redacted]`: the values of such parameters (the
 *   spec sends one-time codes as `?otp=`), of parameters holding personal or free text (a mobile
 *   number `?number=`, comment text `?text=`, search words `?query=`, names, emails), and any value
 *   that looks like a phone number (ten or more digits, give or take `+`, spaces and dashes).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { FastifyRequest } from 'fastify';

/** Field names whose values never reach the log. */
const secretFields = ['password', 'newPassword', 'currentPassword', 'confirmPassword', 'otp', 'apiKey', 'sessionSecret'];
const secretHeaders = ['authorization', 'cookie', 'x-api-key'];
const censor = '[redacted]';

/** pino `redact` paths for `secretFields` (top level and one level down) and secret headers. */
export const redactPaths = [
  ...secretFields.flatMap((field) => [field, `*.${field}`]),
  ...secretHeaders.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]),
  'res.headers["set-cookie"]',
];

const secretQueryKey = /^(otp|code|password|newpassword|token|secret|api_?key)$/i;
/** Query parameters that carry what a person typed or who they are: kept out of the log too. */
const personalQueryKey = /^(number|mobile|phone|email|emailid|name|username|text|comment|content|message|description|q|query|search)$/i;
/** A value that may be a phone number: 10+ digits, with or without +, spaces, dashes, dots, brackets. */
const phoneLike = /^\+?[\d\s().-]*$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text; // a malformed escape: judged raw
  }
};

/**
 * `url` with the value of every secret query parameter (otp, code, password, token, ...), every
 * personal or free-text one (number, text, query, name, ...) and every phone-number-like value
 * replaced by `[redacted]`.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url.slice(start + 1).replace(/(^|&)([^=&#]*)=([^&#]*)/g, (whole, separator: string, key: string, value: string) => {
    const name = decoded(key);
    const text = decoded(value);
    const hidden = secretQueryKey.test(name) || personalQueryKey.test(name) || (phoneLike.test(text) && digitCount(text) >= 10);
    return hidden ? `${separator}${key}=${censor}` : whole;
  });
  return `${url.slice(0, start)}?${query}`;
}

/** The request fields of a request log line (Fastify's defaults, with the URL redacted). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Options for pino at `level`, writing to `stream` when given (tests capture the log). */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: redactPaths, censor },
    serializers: { req: serializeRequest as never },
    ...(stream ? { stream } : {}),
  };
}

/** A standalone pino logger with the same settings (the worker process has no Fastify). */
export function createLogger(level: string, stream?: DestinationStream): Logger {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}

/** An incoming `X-Request-Id` is kept when it is 1-128 characters of letters, digits and `._:-`. */
const wellFormedRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify `genReqId`: the caller's `X-Request-Id` when well formed (so a load balancer's or
 * client's id follows the request through the logs), otherwise a random UUID.
 */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && wellFormedRequestId.test(incoming) ? incoming : randomUUID();
}
