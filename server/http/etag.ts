/**
 * Conditional GETs for JSON answers that depend on the caller: an `onSend` hook (add it to a route's
 * options) that tags a 200 answer with a strong ETag — a SHA-1 of the bytes sent, base64url, in
 * quotes — and `Cache-Control: private, no-cache` (a browser keeps it but asks again each time; no
 * shared cache keeps it), and answers 304 with no body when the request's `If-None-Match` lists
 * that tag (or `*`). The answer is still computed (it is what the tag is made from); the 304 saves
 * sending it and the client's parsing. A route that already knows a strong tag for its bytes (one
 * made from what fully decides them, `strongTag`) sets the `etag` header itself, and the hook uses
 * it instead of hashing the answer.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an `If-None-Match` header value matches `tag` (weak comparison, RFC 9110 section 13.1.2). */
export function ifNoneMatchHits(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/** The hook: see above. Leaves other statuses and non-text payloads alone. */
export async function etagOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const known = reply.getHeader('etag');
  const tag = typeof known === 'string' ? known : `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', tag);
  reply.header('cache-control', 'private, no-cache');
  if (!ifNoneMatchHits(request.headers['if-none-match'], tag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  return '';
}

/**
 * A strong ETag (quoted SHA-1, base64url) for an answer whose bytes are decided by `parts` alone
 * (the same parts always give the same bytes): for a caller that has the parts at hand and would
 * otherwise hash a much longer answer. Parts are joined with a NUL, which none may contain.
 */
export function strongTag(...parts: string[]): string {
  return `"${createHash('sha1').update(parts.join('\0')).digest('base64url')}"`;
}
