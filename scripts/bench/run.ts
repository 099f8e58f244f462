/**
 * `npm run bench`: first the hot reads (scripts/bench/reads.ts; alone with `npm run bench -- reads`):
 * requests/s and p99 latency (autocannon, 50 connections) of the question detail (also answered 304
 * by its ETag), the filtered question list (limit 50) and the categories for a logged-in user, on
 * PostgreSQL with 10,000 questions, next to a bare Fastify hello-world measured in the same run,
 * with the ratios and their targets. The server under test is pinned to CPU 0 and the load
 * generator to CPU 1 (taskset, when available); PostgreSQL and Redis are the machine's own
 * servers, not started and not pinned here.
 *
 * Then the fan-out figure (scripts/bench/fanout.ts): 1,000 socket.io clients joined to one post
 * across two API processes, 100 replies posted; p50/p95/p99 delivery latency and messages/s; then
 * the bytes a reader receives per reply on a 200-reply thread, with and without fetching the thread.
 *
 * Then the search figures (scripts/bench/search.ts; skipped with BENCH_SEARCH=0): 2,000 type-ahead
 * queries over 100,000 questions, 20,000 posts and 500 forums at 1 and 20 clients, in its own
 * database BENCH_SEARCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_search).
 *
 * Then the search relevance figures (scripts/bench/searchRelevance.ts; skipped with BENCH_RELEVANCE=0;
 * `npm run bench -- relevance` runs only that step): mean reciprocal rank and recall at 5 of the
 * judged queries of scripts/bench/search-relevance.json over the demo content, before and after.
 *
 * Then the import figures (scripts/bench/import.ts; skipped with BENCH_IMPORT=0): 10,000- and
 * 100,000-row .xlsx uploads into an empty bank and 100,000 rows into a bank of 100,000, each
 * imported by a fresh worker process.
 *
 * Then the load check (scripts/bench/load.ts; skipped with BENCH_LOAD=0): a busy evening's mixed
 * traffic for 60 s on two API processes with 500 live sockets; requests/s, p99 per route, errors
 * and memory per process. `npm run bench -- load` (or `-- search`, `-- import`, `-- serialize`) runs
 * only that step.
 *
 * Then the renderer figures (scripts/bench/render.ts; skipped with BENCH_RENDER=0; `npm run bench --
 * render` runs only that step): Markdown render time in Chromium and the first page's gzip/brotli
 * size before the renderer, with it lazily loaded, and with it imported statically.
 *
 * Then the import preview figures (scripts/bench/preview.ts; skipped with BENCH_PREVIEW=0; `npm run
 * bench -- preview` runs only that step): 20,000- and 100,000-row previews in Chromium, the
 * server's answer time, when the table shows and the longest main-thread task.
 *
 * Then the scheduled-mock figures (scripts/bench/mock.ts; skipped with BENCH_MOCK=0; `npm run bench
 * -- mock` runs only that step): 1,000 candidates start one test at once on two API processes and
 * save answers until the same deadline, a worker process closing the sections; save latency, saves
 * lost, and how soon after the deadline the last section is closed. Then (unless BENCH_RANKS=0;
 * `npm run bench -- ranks` runs only it) the publication of ranks for 30,000 seeded ranked attempts
 * (scripts/bench/ranks.ts): its time and the SQL statements it ran.
 *
 * Then the notification fan-out figures (scripts/bench/notificationFanout.ts; skipped with
 * BENCH_NOTIFY=0; `npm run bench -- notify` runs only that step): 1,000 users with a live socket each on two API processes, 200 replies (20 a second)
 * that notify 1,000 distinct users once each; p50/p95/max delivery latency, notifications lost and
 * duplicates.
 *
 * Errors (scripts/bench/errors.ts): every step records what should not have happened (non-2xx
 * answers where none was expected, failed requests, lost or duplicated messages, exceptions); the
 * run, or a single step, exits 1 when any was recorded. Missed performance targets are printed as
 * verdicts and do not change the exit status.
 *
 * `npm run bench -- capacity` (only alone; scripts/bench/capacity.ts): virtual users with the load
 * check's mix and 1 s think time, ramped on two API processes and a worker until p99 passes 100 ms
 * or errors pass 0.1 %; prints the number of users held.
 *
 * Then the calibration figures (scripts/bench/calibration.ts; skipped with BENCH_CALIBRATION=0;
 * `npm run bench -- calibration` runs only that step): the Elo model (server/questionBank/elo.ts)
 * on 2,000 simulated Rasch users and 300 items (Spearman's rho of the item difficulties, the mean
 * absolute error of predicted success), 200 simulated adaptive sessions' realised success rate,
 * and the answer route's requests/s and p99 with the model update off and on.
 *
 * Last, the delivery figures (scripts/bench/delivery.ts; skipped with BENCH_DELIVERY=0; `npm run
 * bench -- delivery` runs only that step): the first page's
 * brotli and gzip bytes (JS, CSS) against the 170 KB budget, and Largest Contentful Paint of the
 * home page and question pages on a phone over an emulated slow mobile network (goal < 2.5 s),
 * against the app started with `npm start` and NODE_ENV=production.
 *
 * Then the memory figures (scripts/bench/memory.ts; skipped with BENCH_MEMORY=0; `npm run bench --
 * memory` runs only that step): RSS of the compiled server
 * that `npm start` runs, idle and busy, on PGlite and PostgreSQL, beside the same server under tsx.
 *
 * `npm run bench -- serialize` (also run after the question endpoints): the CPU cost per answer of
 * serialising through the route's zod response schema against plain JSON.stringify (scripts/bench/serialize.ts).
 *
 * Only alone, on a quiet machine: `npm run bench -- lighthouse` (scripts/bench/lighthouse.ts:
 * Lighthouse 12's mobile profile on the pages of scripts/bench/phonePages.ts) and `npm run bench --
 * interaction` (scripts/bench/interaction.ts: Interaction to Next Paint of answering a question and
 * posting a reply, CPU 4x slower).
 *
 * Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench, created if missing;
 * its data is replaced) and REDIS_URL. BENCH_DURATION sets seconds per measurement (default 10).
 */
import { spawnSync } from 'node:child_process';
import { measureFanout } from './fanout.ts';
import { hasTaskset, startServer, stop } from './process.ts';
import { benchSearch } from './search.ts';
import { benchReads, benchDatabaseUrl } from './reads.ts';
import { benchLoad } from './load.ts';
import { benchCapacity } from './capacity.ts';
import { benchImport } from './import.ts';
import { benchSerialize } from './serialize.ts';
import { benchRender } from './render.ts';
import { benchMock } from './mock.ts';
import { benchRanks } from './ranks.ts';
import { benchNotificationFanout } from './notificationFanout.ts';
import { benchRelevance } from './searchRelevance.ts';
import { benchDelivery } from './delivery.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchInteraction } from './interaction.ts';
import { benchPreview } from './preview.ts';
import { errorSummary, guarded } from './errors.ts';
import { benchMemory } from './memory.ts';
import { benchCalibration } from './calibration.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Pin this (load-generating) process to CPU 1.
if (hasTaskset) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });

// `npm run bench -- <step>` runs only that step: reads, capacity, search, relevance, import, load,
// serialize, render, preview, memory, mock (then ranks), ranks, notify, delivery, calibration,
// lighthouse (Lighthouse 12 through npx) or interaction (INP in Chromium); the last two only on
// their own, never in the full run.
const steps: Record<string, () => Promise<unknown>> = {
  reads: async () => stop((await benchReads({ startServer, stop, redisUrl })).app),
  capacity: () => benchCapacity({ startServer, stop, redisUrl }),
  search: () => benchSearch({ startServer, stop, redisUrl }),
  relevance: () => benchRelevance(),
  import: () => benchImport({ startServer, stop, redisUrl }),
  load: () => benchLoad({ startServer, stop, redisUrl }),
  serialize: async () => benchSerialize(),
  render: () => benchRender(),
  preview: () => benchPreview(),
  memory: () => benchMemory({ redisUrl }),
  mock: async () => {
    await benchMock({ startServer, stop, redisUrl });
    if (process.env.BENCH_RANKS !== '0') await guarded('ranks', benchRanks);
  },
  ranks: () => benchRanks(),
  notify: () => benchNotificationFanout({ startServer, stop, redisUrl }),
  delivery: () => benchDelivery(),
  lighthouse: () => benchLighthouse(),
  interaction: () => benchInteraction(),
  calibration: () => benchCalibration({ startServer, stop, redisUrl }),
};
const only = process.argv[2];
if (only !== undefined) {
  if (!steps[only]) {
    console.error(`unknown bench step "${only}": use ${Object.keys(steps).map((name) => `"${name}"`).join(', ')}, or nothing for every step`);
    process.exit(2);
  }
  await guarded(only, steps[only]);
  process.exit(errorSummary());
}

const reads = await benchReads({ startServer, stop, redisUrl });
const { app, cookie } = reads;
const second = await startServer('scripts/bench/server.ts', 18_083, { DATABASE_URL: benchDatabaseUrl, REDIS_URL: redisUrl });
const fanout = await measureFanout({
  baseUrls: ['http://127.0.0.1:18082', 'http://127.0.0.1:18083'],
  cookie,
  clients: Number(process.env.BENCH_FANOUT_CLIENTS ?? 1000),
  replies: Number(process.env.BENCH_FANOUT_REPLIES ?? 100),
});
await stop(second);
await stop(app);

console.log(
  `\nfan-out: ${fanout.clients} socket.io clients on one post across 2 API processes, ${fanout.replies} replies -> ` +
    `${fanout.deliveries} deliveries; latency p50 ${fanout.p50.toFixed(1)} ms, p95 ${fanout.p95.toFixed(1)} ms, ` +
    `p99 ${fanout.p99.toFixed(1)} ms; ${fanout.messagesPerSecond.toFixed(0)} messages/s ` +
    `(target p95 < 100 ms: ${fanout.p95 < 100 ? 'met' : 'missed'})`,
);
console.log(
  `fan-out bytes per reader per reply on a ${fanout.threadReplies}-reply thread: before ${Math.round(fanout.eventBytes + fanout.threadBytes)} B ` +
    `(the event and the whole post fetched again), after ${Math.round(fanout.eventBytes)} B (the event, applied on the page): ` +
    `${((fanout.eventBytes + fanout.threadBytes) / fanout.eventBytes).toFixed(0)}x less (goal: one reply's size, not the thread's)`,
);
benchSerialize();
// Each later step runs unless BENCH_<STEP>=0; an exception ends that step only (recorded as an error).
for (const [name, variable] of [['search', 'SEARCH'], ['relevance', 'RELEVANCE'], ['import', 'IMPORT'], ['load', 'LOAD'], ['render', 'RENDER'], ['preview', 'PREVIEW'], ['memory', 'MEMORY'], ['mock', 'MOCK'], ['notify', 'NOTIFY'], ['calibration', 'CALIBRATION'], ['delivery', 'DELIVERY']] as const) {
  if (process.env[`BENCH_${variable}`] !== '0') await guarded(name, steps[name]!);
}
process.exit(errorSummary());
