/**
 * A local SMS gateway webhook (node:http) standing in for the paid SMS provider in tests: it keeps
 * every POSTed JSON body and answers 200, or `status` when set (to test a failing gateway).
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface ReceivedSms {
  method: string;
  contentType: string | undefined;
  /** The parsed JSON body (`{to, text}` when the app is right). */
  body: unknown;
}

export interface TestSmsWebhook {
  url: string;
  received: ReceivedSms[];
  /** The HTTP status the webhook answers with (default 200). */
  status: number;
  /** The 6-digit code in the latest SMS sent to `to`, or undefined. */
  latestCode(to: string): string | undefined;
}

export async function startSmsWebhook(t: Teardown): Promise<TestSmsWebhook> {
  const hook: TestSmsWebhook = {
    url: '',
    received: [],
    status: 200,
    latestCode(to) {
      const sms = hook.received.findLast((r) => (r.body as { to?: unknown }).to === to);
      return (sms?.body as { text?: string } | undefined)?.text?.match(/\b(\d{6})\b/)?.[1];
    },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      hook.received.push({ method: request.method ?? '', contentType: request.headers['content-type'], body });
      response.writeHead(hook.status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  hook.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return hook;
}
