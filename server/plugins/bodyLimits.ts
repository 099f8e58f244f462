/**
 * Request body limits. Every JSON / form route takes at most `defaultBytes` (BODY_LIMIT_KB, 64 kB
 * by default, set on the Fastify instance), except the routes below, whose longest valid text
 * needs more: each gets room for its text limits at 9 bytes a character (a form-encoded character
 * outside ASCII takes up to three `%XX` escapes; JSON escapes take at most 6) plus 16 kB. Looked up
 * by URL when a route is registered, so it applies whichever feature registers it. Multipart
 * uploads stream through busboy with their own caps (3 MB PDF, 10 MB workbook). Over the limit
 * the answer is 413 "The request is too large" (errors plugin).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { limits } from '@common/limits.ts';

const roomFor = (characters: number) => characters * 9 + 16 * 1024;

/** URL -> characters of text its body may carry. */
const longTextRoutes: Record<string, number> = {
  '/api/forum/posts': limits.postTitleMax + limits.postContentMax,
  '/api/forum/addReply/:postId': limits.replyMax,
  '/api/submitQuestion': limits.questionTextMax + 4 * limits.optionMax + 3 * limits.taxonomyNameMax,
};

/** The body limit of `url`, bytes. */
export function bodyLimitFor(url: string, defaultBytes: number): number {
  const characters = longTextRoutes[url];
  return characters === undefined ? defaultBytes : Math.max(defaultBytes, roomFor(characters));
}

export const bodyLimitsPlugin = fp(
  async (app: FastifyInstance, options: { defaultBytes: number }) => {
    app.addHook('onRoute', (route) => {
      if (route.bodyLimit === undefined && route.url && route.url in longTextRoutes) route.bodyLimit = bodyLimitFor(route.url, options.defaultBytes);
    });
  },
  { name: 'body-limits' },
);
