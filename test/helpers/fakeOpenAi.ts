/**
 * A local stand-in for the paid OpenAI API: a node:http server speaking the chat completions
 * protocol (`POST /v1/chat/completions` -> a `chat.completion` object; errors as OpenAI's
 * `{ error: { message, type, param, code } }`). It records every request and can be told to be
 * slow (`delayMs` for every request, `slowNext(ms, n)` for the next n), to hold requests until
 * told (`hold()`, then `release()`; `answered` counts the requests answered), to fail the next n
 * requests with a status (`failNext(429, 2)`; `failNext(500, 0)` stops failing), or to fail every
 * request (`failAlways(500)`). Requests without `Authorization: Bearer <apiKey>` get 401.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OpenAiConfig } from '../../server/config.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface RecordedChatRequest {
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[]; [key: string]: unknown };
}

const errorTypes: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request' },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests' },
  500: { type: 'server_error', code: null, message: 'The server had an error while processing your request' },
  503: { type: 'server_error', code: null, message: 'The engine is currently overloaded' },
};

export class FakeOpenAi {
  readonly apiKey = 'sk-test-fake-key';
  readonly requests: RecordedChatRequest[] = [];
  /** Milliseconds to wait before answering each request. */
  delayMs = 0;
  /** The assistant's text for a request (default: a numbered explanation naming the call). */
  reply: (request: RecordedChatRequest, callNumber: number) => string = (_request, n) =>
    `Step 1: Read the question carefully (call ${n}).\nStep 2: Option A is right.\n\nB, C and D are wrong.`;
  /** Requests answered so far (any status). */
  answered = 0;
  private failures: { status: number; remaining: number } | undefined;
  private held: { gate: Promise<void>; open: () => void } | undefined;
  private slow: { ms: number; remaining: number } | undefined;
  private readonly server = createServer((req, res) => void this.handle(req, res));
  url = '';

  /** The next `times` requests answer `status` with OpenAI's error body. */
  failNext(status: number, times: number): void {
    this.failures = { status, remaining: times };
  }

  /** The next `times` requests wait `ms` before answering (instead of `delayMs`). */
  slowNext(ms: number, times: number): void {
    this.slow = { ms, remaining: times };
  }

  /** From now on requests wait, unanswered, until `release()`. */
  hold(): void {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    this.held = { gate, open };
  }

  /** Lets the held requests (and every later one) go on. */
  release(): void {
    this.held?.open();
    this.held = undefined;
  }

  /** Every request answers `status` until `failNext(status, 0)`. */
  failAlways(status: number): void {
    this.failures = { status, remaining: Number.POSITIVE_INFINITY };
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Config for the app and worker: this server, its key, a model name and fast retries. */
  settings(overrides: Partial<OpenAiConfig> = {}): OpenAiConfig {
    return {
      apiKey: this.apiKey,
      baseUrl: `${this.url}/v1`,
      model: 'fake-chat-model',
      requestTimeoutMs: 2_000,
      attempts: 3,
      retryDelayMs: 50,
      waitTimeoutMs: 10_000,
      ...overrides,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return this.send(res, 404, { error: { message: `Unknown request URL: ${req.method} ${req.url}`, type: 'invalid_request_error', param: null, code: 'unknown_url' } });
    }
    const request: RecordedChatRequest = { authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
    this.requests.push(request);
    const callNumber = this.requests.length;
    let delay = this.delayMs;
    if (this.slow && this.slow.remaining > 0) {
      this.slow.remaining--;
      delay = this.slow.ms;
    }
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (this.held) await this.held.gate;
    if (request.authorization !== `Bearer ${this.apiKey}`) {
      // Like OpenAI, echo the key it was given, masked.
      const given = request.authorization?.replace(/^Bearer /, '') ?? '';
      return this.error(res, 401, `Incorrect API key provided: ${given.slice(0, 6)}****${given.slice(-4)}.`);
    }
    if (this.failures && this.failures.remaining > 0) {
      this.failures.remaining--;
      return this.error(res, this.failures.status);
    }
    const content = this.reply(request, callNumber);
    this.send(res, 200, {
      id: `chatcmpl-fake${callNumber}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.body.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
    });
  }

  private error(res: ServerResponse, status: number, message?: string): void {
    const known = errorTypes[status] ?? { type: 'server_error', code: null, message: `Error ${status}` };
    this.send(res, status, { error: { message: message ?? known.message, type: known.type, param: null, code: known.code } });
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    if (res.destroyed) return;
    this.answered++;
    res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_fake${this.requests.length}` });
    res.end(JSON.stringify(body));
  }
}

/** A listening FakeOpenAi, closed at teardown. */
export async function startFakeOpenAi(t: Teardown): Promise<FakeOpenAi> {
  const fake = new FakeOpenAi();
  await fake.listen();
  t.teardown(() => fake.close());
  return fake;
}
