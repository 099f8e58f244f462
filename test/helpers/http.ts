/**
 * A small client over `app.inject` for tests: keeps the session cookie like a browser and sends
 * `X-Requested-With` unless told not to.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface ClientOptions {
  /** Omit the X-Requested-With header (to test the 403). */
  bare?: boolean;
}

export class TestClient {
  cookie: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions & ClientOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (!options.bare) headers['x-requested-with'] = 'XMLHttpRequest';
    if (this.cookie) headers.cookie = this.cookie;
    const response = await this.app.inject({ ...options, headers });
    const setCookie = response.headers['set-cookie'];
    const sid = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).find((value) => value.startsWith('sid='));
    if (sid) {
      const pair = sid.split(';')[0]!;
      this.cookie = pair === 'sid=' ? undefined : pair;
    }
    return response;
  }

  get(url: string, options: Omit<InjectOptions, 'url' | 'method'> & ClientOptions = {}) {
    return this.request({ ...options, method: 'GET', url });
  }

  post(url: string, options: Omit<InjectOptions, 'url' | 'method'> & ClientOptions = {}) {
    return this.request({ ...options, method: 'POST', url });
  }

  /** Logs in with form fields; throws unless the answer is 200. */
  async login(username: string, password: string): Promise<void> {
    const response = await this.post('/perform-login', {
      payload: new URLSearchParams({ username, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
}
