/**
 * Streaming multipart uploads (busboy through @fastify/multipart): reading a file part under a size
 * cap without holding more than the cap, and freeing the connection of an upload refused mid-stream.
 * Used by every upload route (PDF resources, images).
 */
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * The bytes of a file part opened with a `fileSize` limit: busboy cuts the stream at the limit and
 * marks it `truncated`, so reading stops at the first chunk past the cap.
 * @throws AppError 413 `tooLargeMessage` when the file passes the cap (nothing is kept).
 */
export async function readCappedFile(file: Readable & { truncated?: boolean }, tooLargeMessage: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw new AppError(413, tooLargeMessage);
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw new AppError(413, tooLargeMessage);
  return Buffer.concat(chunks);
}

/**
 * onResponse hook: when the answer went out before the body was read to its end (an upload
 * refused mid-stream), lets the rest flow by unread, as Node does with a body no handler touched,
 * so the connection is freed instead of waiting paused until it times out.
 */
export async function discardUnreadBody(request: FastifyRequest): Promise<void> {
  if (!request.raw.readableEnded) request.raw.resume();
}
