/**
 * The HTTP client the load-generating benchmark steps send their requests with: node:http over
 * keep-alive connections (one per request in flight, reused), the body read whole.
 *
 * The load generator shares this 2-core machine with the API, PostgreSQL and Redis, so its own CPU
 * shows up in the figures it measures. Node's `fetch` (undici behind WHATWG streams and `Response`
 * objects) spent about 0.36 ms of CPU per search request in the search step, node:http about
 * 0.16 ms (same commit, same run; docs/benchmarks.md). Servers in production are not sharing their
 * cores with their clients, so the cheaper client measures them more fairly.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** An answer: status, headers (lower-case names) and the body as text. */
export interface BenchResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * Sends `method` `url` (an absolute http:// URL) with `headers` and an optional text `body`;
 * resolves with the whole answer, rejects on a network error.
 */
export function request(method: string, url: string, headers: Record<string, string>, body?: string): Promise<BenchResponse> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? (method === 'GET' ? undefined : '0') : String(Buffer.byteLength(body));
    const outgoing = http.request(url, { method, agent, headers: length === undefined ? headers : { ...headers, 'content-length': length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
