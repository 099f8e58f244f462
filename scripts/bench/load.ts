/**
 * Load check (a step of `npm run bench`; alone with `npm run bench -- load`; skipped with
 * BENCH_LOAD=0): the mixed traffic of a busy evening against two API processes sharing one
 * PostgreSQL and one Redis, as behind a round-robin load balancer.
 *
 * Data, in its own database BENCH_LOAD_DATABASE_URL (default .../bench_load: created if missing,
 * migrated, emptied): 5,000 questions, BENCH_LOAD_ACCOUNTS student accounts (default 50), 5 forums
 * with 50 posts. Then:
 * - BENCH_LOAD_SOCKETS socket.io clients (default 500, websocket transport, half on each process)
 *   joined to the 50 posts, counting every `reply:created` they receive;
 * - BENCH_LOAD_USERS virtual users (default 200), each with its own session, alternating between
 *   the two processes request by request, each doing one action after a think time of
 *   0.5-1.5 s (BENCH_LOAD_THINK_MS sets the mean), for BENCH_LOAD_SECONDS (default 60): browse
 *   questions (list 30%, detail 25%), answer (addResponse 15%), read comments 5%, comment 3%,
 *   read a forum post 10%, reply in the forum 4%, search 8%. Each search is a fresh type-ahead
 *   query drawn from the demo content's vocabulary (scripts/content; a prefix of 3-7 letters or a
 *   typo, search.ts typeAheadQuery), so the search cache answers only what real repeats allow.
 * Prints requests/s, p50/p99 latency and errors per route (target: no errors), the search cache's
 * hit rate (each API process's own counts, printed at its exit) and how many searches repeated an
 * earlier one, live reply
 * deliveries received against expected, and each process's resident memory (RSS, from
 * /proc/<pid>/status) at start, every 10 s and at the end, with the growth per minute after the
 * first 10 s (a steady process shows no trend).
 */
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { importRows } from '../../server/features/imports/imports.service.ts';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { benchRows, ensureDatabase } from './data.ts';
import { hasTaskset } from './process.ts';
import { corpus, typeAheadQuery } from './search.ts';
import { recordErrors } from './errors.ts';
import { request, type BenchResponse } from './httpClient.ts';
import { openBenchDatabase } from './database.ts';

export interface LoadBenchOptions {
  /** Starts `scripts/bench/server.ts` (pinned) on `port` with `env`; resolves when it is ready. */
  startServer(script: string, port: number, env: Record<string, string>): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  redisUrl: string;
}

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The load check's settings (the capacity step reuses its data sizes). */
export const settings = {
  databaseUrl: process.env.BENCH_LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_load',
  seconds: numberFromEnv('BENCH_LOAD_SECONDS', 60),
  users: numberFromEnv('BENCH_LOAD_USERS', 200),
  accounts: numberFromEnv('BENCH_LOAD_ACCOUNTS', 50),
  sockets: numberFromEnv('BENCH_LOAD_SOCKETS', 500),
  thinkMs: numberFromEnv('BENCH_LOAD_THINK_MS', 1000),
  ports: [18_091, 18_092],
  questions: 5000,
  forums: 5,
  posts: 50,
};
const password = 'Bench@2026';
/** The demo content's words, from which every search is drawn afresh. */
const { vocabulary } = corpus();
const searched = new Set<string>();
let searchRepeats = 0;

/** Weighted actions of one virtual user; `weight` values sum to 100. */
const actions = [
  { route: 'GET /api/getQuestionsByFilters', weight: 30 },
  { route: 'GET /api/getQuestionsbyId', weight: 25 },
  { route: 'POST /api/addResponse', weight: 15 },
  { route: 'GET /api/getCommentsbyId', weight: 5 },
  { route: 'POST /api/addComment', weight: 3 },
  { route: 'GET /api/forum/posts/:id', weight: 10 },
  { route: 'POST /api/forum/addReply/:postId', weight: 4 },
  { route: 'GET /api/search', weight: 8 },
] as const;
export type Route = (typeof actions)[number]['route'];

const randomInt = (max: number) => 1 + Math.floor(Math.random() * max);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Resident set size of process `pid` in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Least-squares slope of `points` (x in minutes, y in MB): MB per minute. */
function slope(points: { minute: number; mb: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((sum, p) => sum + p.minute, 0) / n;
  const my = points.reduce((sum, p) => sum + p.mb, 0) / n;
  const covariance = points.reduce((sum, p) => sum + (p.minute - mx) * (p.mb - my), 0);
  const variance = points.reduce((sum, p) => sum + (p.minute - mx) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

async function prepare() {
  await ensureDatabase(settings.databaseUrl);
  const handle = await openBenchDatabase({ databaseUrl: settings.databaseUrl, pgliteDir: null });
  await handle.migrate();
  const tables = await handle.db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await handle.db.execute(sql.raw(`truncate ${tables.rows.map((r) => `"${r.tablename}"`).join(', ')} restart identity cascade`));
  await importRows(handle.db, benchRows(settings.questions), { submittedBy: null, batchSize: 1000 });
  const usernames: string[] = [];
  for (let index = 0; index < settings.accounts; index++) {
    const username = `load${index}`;
    await register(handle.db, { name: `Load User ${index}`, username, password, emailId: `${username}@example.org`, mobile: null, userType: 'Student' });
    usernames.push(username);
  }
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
  return usernames;
}

/** One request as a signed-in browser would send it (scripts/bench/httpClient.ts). */
async function call(baseUrl: string, cookie: string, method: string, path: string, body?: { type: string; text: string }): Promise<BenchResponse> {
  return request(method, `${baseUrl}${path}`, { cookie, 'x-requested-with': 'XMLHttpRequest', ...(body ? { 'content-type': body.type } : {}) }, body?.text);
}

/** Logs `username` in on `baseUrl`; answers the `sid=…` cookie. */
export async function login(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/perform-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ username, password }),
  });
  if (response.status !== 200) throw new Error(`load login failed: ${response.status}`);
  return response.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!;
}

/** Creates the forums and posts through the API; returns the post ids. */
export async function createPosts(baseUrl: string, cookie: string): Promise<number[]> {
  const json = { type: 'application/json' };
  const postIds: number[] = [];
  for (let f = 0; f < settings.forums; f++) {
    const forum = await call(baseUrl, cookie, 'POST', '/api/forum/forums', { ...json, text: JSON.stringify({ title: `Evening forum ${f}`, description: 'Doubts and strategy' }) });
    const { id: forumId } = JSON.parse(forum.text) as { id: number };
    for (let p = 0; p < settings.posts / settings.forums; p++) {
      const post = await call(baseUrl, cookie, 'POST', '/api/forum/posts', {
        ...json,
        text: JSON.stringify({ title: `How to attempt set ${f}.${p}?`, content: 'Share your approach for this set.', forumId }),
      });
      postIds.push((JSON.parse(post.text) as { post: { id: number } }).post.id);
    }
  }
  return postIds;
}

/** One request of `route` with random data; resolves to its HTTP status. */
export async function act(route: Route, baseUrl: string, cookie: string, postIds: number[], user: number): Promise<number> {
  const question = randomInt(settings.questions);
  const form = (fields: Record<string, string>) => ({ type: 'application/x-www-form-urlencoded', text: new URLSearchParams(fields).toString() });
  let response: BenchResponse;
  switch (route) {
    case 'GET /api/getQuestionsByFilters':
      response = await call(baseUrl, cookie, 'GET', `/api/getQuestionsByFilters?category=${randomInt(3)}&limit=20&offset=${20 * randomInt(50)}`);
      break;
    case 'GET /api/getQuestionsbyId':
      response = await call(baseUrl, cookie, 'GET', `/api/getQuestionsbyId?id=${question}`);
      break;
    case 'POST /api/addResponse':
      response = await call(baseUrl, cookie, 'POST', `/api/addResponse?questionId=${question}&timer=${randomInt(180)}&selectedOption=${'ABCD'[randomInt(4) - 1]}`);
      break;
    case 'GET /api/getCommentsbyId':
      response = await call(baseUrl, cookie, 'GET', `/api/getCommentsbyId?id=${randomInt(50)}`);
      break;
    case 'POST /api/addComment':
      response = await call(baseUrl, cookie, 'POST', `/api/addComment?questionId=${randomInt(50)}&text=${encodeURIComponent(`Use relative speed here (user ${user})`)}`);
      break;
    case 'GET /api/forum/posts/:id':
      response = await call(baseUrl, cookie, 'GET', `/api/forum/posts/${postIds[randomInt(postIds.length) - 1]}`);
      break;
    case 'POST /api/forum/addReply/:postId':
      response = await call(baseUrl, cookie, 'POST', `/api/forum/addReply/${postIds[randomInt(postIds.length) - 1]}`, form({ content: `load ${performance.now()}` }));
      break;
    case 'GET /api/search': {
      const query = typeAheadQuery(vocabulary, Math.random);
      if (searched.has(query)) searchRepeats++;
      searched.add(query);
      response = await call(baseUrl, cookie, 'GET', `/api/search?query=${encodeURIComponent(query)}`);
      break;
    }
  }
  return response.status;
}

/** A route of the mix, drawn by weight. */
export function pickAction(): Route {
  let roll = Math.random() * 100;
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) return action.route;
  }
  return actions[0].route;
}

export async function benchLoad(options: LoadBenchOptions): Promise<void> {
  console.log(`\nload: preparing ${settings.questions} questions, ${settings.accounts} accounts in ${new URL(settings.databaseUrl).pathname.slice(1)}…`);
  const usernames = await prepare();
  const env = { DATABASE_URL: settings.databaseUrl, REDIS_URL: options.redisUrl };
  const servers: ChildProcess[] = [];
  for (const port of settings.ports) servers.push(await options.startServer('scripts/bench/server.ts', port, env));
  // Each API process prints its search cache's counts as it exits (scripts/bench/server.ts).
  const cacheCounts: Array<{ hits: number; misses: number }> = [];
  for (const server of servers) {
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /search-cache (\{.*\})/.exec(chunk.toString());
      if (match) cacheCounts.push(JSON.parse(match[1]!) as { hits: number; misses: number });
    });
  }
  let searches: number;
  const baseUrls = settings.ports.map((port) => `http://127.0.0.1:${port}`);
  const memory = servers.map(() => [] as { second: number; mb: number }[]);
  const sampleMemory = (second: number) => servers.forEach((server, index) => memory[index]!.push({ second, mb: rssMb(server.pid!) }));

  try {
    const cookies: string[] = [];
    for (let user = 0; user < settings.users; user++) cookies.push(await login(baseUrls[user % baseUrls.length]!, usernames[user % usernames.length]!));
    const postIds = await createPosts(baseUrls[0]!, cookies[0]!);

    // Live readers: sockets spread over both processes and all posts.
    const socketsOnPost = new Map<number, number>();
    let delivered = 0;
    const deliveryLatencies: number[] = [];
    const sockets: Socket[] = [];
    await Promise.all(
      Array.from({ length: settings.sockets }, (_, index) => {
        const postId = postIds[index % postIds.length]!;
        socketsOnPost.set(postId, (socketsOnPost.get(postId) ?? 0) + 1);
        const socket = io(baseUrls[index % baseUrls.length]!, { transports: ['websocket'], extraHeaders: { cookie: cookies[index % cookies.length]! }, reconnection: false, forceNew: true });
        sockets.push(socket);
        socket.on('reply:created', (event: { reply: { content: string } }) => {
          const sent = Number(/^load (\d+(?:\.\d+)?)$/.exec(event.reply.content)?.[1]);
          if (!Number.isFinite(sent)) return;
          delivered++;
          deliveryLatencies.push(performance.now() - sent);
        });
        return new Promise<void>((resolve, reject) => {
          socket.once('connect', () => {
            socket.emit('post:join', { postId });
            resolve();
          });
          socket.once('connect_error', reject);
        });
      }),
    );
    await sleep(1000); // let the joins land

    const latencies = new Map<Route, number[]>(actions.map((action) => [action.route, []]));
    const errors = new Map<string, number>();
    let expectedDeliveries = 0;
    let request = 0;
    const started = performance.now();
    const deadline = started + settings.seconds * 1000;
    sampleMemory(0);
    const sampler = setInterval(() => sampleMemory(Math.round((performance.now() - started) / 1000)), 10_000);

    await Promise.all(
      cookies.map(async (cookie, user) => {
        await sleep(Math.random() * settings.thinkMs); // stagger the start
        while (performance.now() < deadline) {
          const route = pickAction();
          const baseUrl = baseUrls[request++ % baseUrls.length]!;
          const sentAt = performance.now();
          try {
            const status = await act(route, baseUrl, cookie, postIds, user);
            latencies.get(route)!.push(performance.now() - sentAt);
            if (status >= 400) errors.set(`${route} ${status}`, (errors.get(`${route} ${status}`) ?? 0) + 1);
            else if (route === 'POST /api/forum/addReply/:postId') expectedDeliveries += settings.sockets / postIds.length;
          } catch (error) {
            const key = `${route} ${(error as Error).message}`;
            errors.set(key, (errors.get(key) ?? 0) + 1);
          }
          await sleep(settings.thinkMs * (0.5 + Math.random()));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await sleep(2000); // last deliveries
    sampleMemory(Math.round((performance.now() - started) / 1000));
    for (const socket of sockets) socket.close();

    const total = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
    const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `\nload: ${settings.users} virtual users (think time ~${settings.thinkMs} ms) on 2 API processes, ${settings.sockets} live sockets on ${postIds.length} posts, ${elapsed.toFixed(0)} s` +
        (hasTaskset ? ' (both API processes on CPU 0, load generator on CPU 1)' : ''),
    );
    console.log('route'.padEnd(36) + 'requests'.padStart(10) + 'req/s'.padStart(8) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9));
    for (const [route, list] of latencies) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        route.padEnd(36) +
          String(list.length).padStart(10) +
          (list.length / elapsed).toFixed(1).padStart(8) +
          percentile(sorted, 50).toFixed(1).padStart(9) +
          percentile(sorted, 99).toFixed(1).padStart(9),
      );
    }
    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    console.log('all'.padEnd(36) + String(total).padStart(10) + (total / elapsed).toFixed(1).padStart(8) + percentile(all, 50).toFixed(1).padStart(9) + percentile(all, 99).toFixed(1).padStart(9));
    console.log(`errors: ${errorCount} (target 0)${errorCount ? ` -> ${[...errors].map(([key, count]) => `${key}: ${count}`).join('; ')}` : ''}`);
    recordErrors('load', errorCount, [...errors].map(([key, count]) => `${key}: ${count}`).join('; '));
    searches = latencies.get('GET /api/search')!.length;
    const sortedDeliveries = deliveryLatencies.sort((a, b) => a - b);
    console.log(
      `live replies: ${delivered} of ${Math.round(expectedDeliveries)} expected deliveries received; ` +
        `delivery p50 ${percentile(sortedDeliveries, 50).toFixed(1)} ms, p99 ${percentile(sortedDeliveries, 99).toFixed(1)} ms`,
    );
    memory.forEach((samples, index) => {
      const steady = samples.filter((sample) => sample.second >= 10).map((sample) => ({ minute: sample.second / 60, mb: sample.mb }));
      console.log(
        `RSS process ${index + 1} (MB): ${samples.map((sample) => `${sample.second}s ${sample.mb.toFixed(0)}`).join(', ')}; ` +
          `trend after 10 s ${slope(steady) >= 0 ? '+' : ''}${slope(steady).toFixed(1)} MB/min`,
      );
    });
  } finally {
    for (const server of servers) await options.stop(server);
  }
  const hits = cacheCounts.reduce((sum, counts) => sum + counts.hits, 0);
  const misses = cacheCounts.reduce((sum, counts) => sum + counts.misses, 0);
  console.log(
    `search cache: ${hits} hits of ${hits + misses} searches answered (${hits + misses > 0 ? ((100 * hits) / (hits + misses)).toFixed(1) : '0.0'} %, both processes); ` +
      `${searchRepeats} of ${searches} searches repeated an earlier query (any process)`,
  );
}
