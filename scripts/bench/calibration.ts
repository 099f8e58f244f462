/**
 * The calibration step (`npm run bench -- calibration`; docs/contract.md section 8.3, issue
 * "Practice that adapts"):
 *
 * 1. Simulation, in memory, through the real model code (server/questionBank/elo.ts is pure:
 *    `updateElo`, `predictSuccess`, `targetSuccess`; the database side, calibration.ts, applies the
 *    same function row by row): 2,000 users with abilities from N(0,1) and 300 items with
 *    difficulties from N(0,1) answer 60 random distinct items each by the Rasch model (right with
 *    probability 1 / (1 + e^-(θ - b))), all answers in one random order (users interleaved, as in
 *    life). Prints Spearman's correlation of the estimated and true item difficulties (goal >= 0.9)
 *    and the mean absolute error of the model's predicted success (made before each answer) against
 *    the true Rasch probability, over all answers and over the last half. Then 200 new users
 *    (abilities from N(0,1)) each take an adaptive session of 30 questions, every question the item
 *    they have not answered whose predicted success is closest to 0.7 (as practice/next picks
 *    among calibrated questions), the model updated after each answer: the realised success rate
 *    (goal 0.65-0.75). Seeded (BENCH_SEED, default 2026), so a run is repeatable.
 * 2. The answer route, POST /api/addResponse (autocannon, 50 connections, BENCH_DURATION seconds,
 *    default 10): requests/s and p99 with the model update switched off (BENCH_CALIBRATION=off, a
 *    bench-only switch in calibration.ts) and on, each request a user's first answer of a question
 *    (100 users over 2,000 questions), on PostgreSQL (BENCH_DATABASE_URL, default .../bench: its
 *    data replaced). Two patterns: "spread" (the users answer different questions at the same time,
 *    as in practice; questions 1,001-2,000) and "one hot question" (all 100 users answer the same
 *    question before moving on, as at a mock's deadline: the question's difficulty row is updated
 *    by every answer, so those updates queue on its row lock; questions 1-1,000). The server is pinned to CPU 0 and autocannon to CPU 1 (taskset), as in the
 *    other steps.
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { register } from '../../server/features/accounts/accounts.service.ts';
import { importRows } from '../../server/features/imports/imports.service.ts';
import { predictSuccess, targetSuccess, updateElo } from '../../server/questionBank/elo.ts';
import { benchRows, emptyBenchDatabase, seeded } from './data.ts';
import { recordErrors } from './errors.ts';
import { benchDatabaseUrl } from './reads.ts';
import { openBenchDatabase } from './database.ts';

export interface CalibrationBenchOptions {
  startServer(script: string, port: number, env?: Record<string, string>): Promise<ChildProcess>;
  stop(child: ChildProcess): Promise<void>;
  redisUrl: string;
}

/** A standard normal draw (Box-Muller). */
function normal(random: () => number): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Fisher-Yates, in place. */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Ranks from 1, ties given their average rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j++;
    for (let k = i; k <= j; k++) result[order[k]!.index] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
}

/** Pearson's correlation. */
function pearson(a: readonly number[], b: readonly number[]): number {
  const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const ma = mean(a);
  const mb = mean(b);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < a.length; i++) {
    cov += (a[i]! - ma) * (b[i]! - mb);
    va += (a[i]! - ma) ** 2;
    vb += (b[i]! - mb) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}

/** Spearman's rank correlation (Pearson's on the ranks). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  return pearson(ranks(a), ranks(b));
}

interface Estimate {
  value: number;
  answers: number;
}

export interface SimulationFigures {
  spearman: number;
  maeAll: number;
  maeLastHalf: number;
  answers: number;
  adaptiveSuccess: number;
  adaptiveAnswers: number;
}

/** Runs the simulation (see the module comment) with `seed`. */
export function simulateCalibration(seed: number, sizes = { users: 2000, items: 300, perUser: 60, sessions: 200, sessionLength: 30 }): SimulationFigures {
  const random = seeded(seed);
  const trueAbility = Array.from({ length: sizes.users }, () => normal(random));
  const trueDifficulty = Array.from({ length: sizes.items }, () => normal(random));
  const ability: Estimate[] = trueAbility.map(() => ({ value: 0, answers: 0 }));
  const difficulty: Estimate[] = trueDifficulty.map(() => ({ value: 0, answers: 0 }));
  const itemIds = Array.from({ length: sizes.items }, (_, i) => i);

  const events: [number, number][] = [];
  for (let user = 0; user < sizes.users; user++) {
    for (const item of shuffle([...itemIds], random).slice(0, sizes.perUser)) events.push([user, item]);
  }
  shuffle(events, random);

  /** One answer by the Rasch model, applied through the real Elo update; answers |predicted - true|. */
  const answer = (user: Estimate, trueTheta: number, item: number): { error: number; correct: boolean } => {
    const truth = predictSuccess(trueTheta, trueDifficulty[item]!);
    const correct = random() < truth;
    const state = { ability: user.value, userAnswers: user.answers, difficulty: difficulty[item]!.value, itemAnswers: difficulty[item]!.answers };
    const next = updateElo(state, correct);
    user.value = next.ability;
    user.answers += 1;
    difficulty[item]!.value = next.difficulty;
    difficulty[item]!.answers += 1;
    return { error: Math.abs(next.predicted - truth), correct };
  };

  const errors = events.map(([user, item]) => answer(ability[user]!, trueAbility[user]!, item).error);
  const sum = (xs: readonly number[]) => xs.reduce((total, x) => total + x, 0);
  const half = errors.slice(Math.floor(errors.length / 2));
  const figures = {
    spearman: spearman(difficulty.map((d) => d.value), trueDifficulty),
    maeAll: sum(errors) / errors.length,
    maeLastHalf: sum(half) / half.length,
    answers: errors.length,
  };

  let right = 0;
  let total = 0;
  for (let session = 0; session < sizes.sessions; session++) {
    const theta = normal(random);
    const learner: Estimate = { value: 0, answers: 0 };
    const answered = new Set<number>();
    for (let step = 0; step < sizes.sessionLength; step++) {
      let pick = -1;
      let best = Infinity;
      for (const item of itemIds) {
        if (answered.has(item)) continue;
        const distance = Math.abs(predictSuccess(learner.value, difficulty[item]!.value) - targetSuccess);
        if (distance < best) {
          best = distance;
          pick = item;
        }
      }
      answered.add(pick);
      if (answer(learner, theta, pick).correct) right++;
      total++;
    }
  }
  return { ...figures, adaptiveSuccess: right / total, adaptiveAnswers: total };
}

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 50;
const questionCount = 2000;
const userCount = 100;
const password = 'Bench@2026';

/** Loads the questions and `userCount` users into the bench database (its data replaced). */
async function prepare() {
  await emptyBenchDatabase(benchDatabaseUrl);
  const handle = await openBenchDatabase({ databaseUrl: benchDatabaseUrl, pgliteDir: null });
  await importRows(handle.db, benchRows(questionCount), { submittedBy: null, batchSize: 1000 });
  for (let i = 0; i < userCount; i++) {
    await register(handle.db, { name: `Answer Bench ${i}`, username: `answers${i}`, password, emailId: `answers${i}@example.org`, mobile: null, userType: 'Student' });
  }
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
}

/** Logs every bench user in on `port`; answers their `sid=…` cookies. */
async function logInAll(port: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < userCount; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/perform-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
      body: new URLSearchParams({ username: `answers${i}`, password }),
    });
    if (response.status !== 200) throw new Error(`bench login failed: ${response.status}`);
    cookies.push(response.headers.getSetCookie().find((c) => c.startsWith('sid='))!.split(';')[0]!);
  }
  return cookies;
}

interface RouteFigure {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

type AnswerPattern = 'spread' | 'hot';

/** The question of first-answer pair `pair` (user `pair` mod 100) in `pattern` (see the module comment). */
function questionOf(pattern: AnswerPattern, pair: number): number {
  const round = Math.floor(pair / userCount);
  const half = questionCount / 2;
  if (round >= half) throw new Error('calibration bench: out of first answers; lower BENCH_DURATION');
  return pattern === 'hot' ? round + 1 : half + 1 + ((round + (pair % userCount) * 10) % half);
}

/**
 * POST /api/addResponse on `port` for `seconds`, every request a first answer: pair k is user
 * k mod 100 answering questionOf(pattern, k), from pair `from` on (the caller keeps ranges apart).
 */
async function answerLoad(port: number, cookies: string[], pattern: AnswerPattern, from: number, seconds: number): Promise<RouteFigure & { used: number }> {
  let k = from;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const pair = k++;
          return {
            ...request,
            path: `/api/addResponse?questionId=${questionOf(pattern, pair)}&selectedOption=A&timer=30`,
            headers: { ...request.headers, cookie: cookies[pair % userCount]!, 'x-requested-with': 'XMLHttpRequest' },
          };
        },
      },
    ],
  });
  const counts = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const unexpected = Object.entries(counts).reduce((sum, [status, { count }]) => sum + (status === '201' ? 0 : count), 0);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + unexpected, used: k - from };
}

type RouteFigures = Record<AnswerPattern, Record<'off' | 'on', RouteFigure>>;

/** Measures the answer route with the model update off, then on (separate server processes), in both patterns (fresh pairs each). */
async function measureAnswerRoute(options: CalibrationBenchOptions): Promise<RouteFigures> {
  await prepare();
  const figures = { spread: {}, hot: {} } as RouteFigures;
  const next: Record<AnswerPattern, number> = { spread: 0, hot: 0 };
  for (const mode of ['off', 'on'] as const) {
    const app = await options.startServer('scripts/bench/server.ts', 18_086, { DATABASE_URL: benchDatabaseUrl, REDIS_URL: options.redisUrl, BENCH_CALIBRATION: mode });
    try {
      const cookies = await logInAll(18_086);
      for (const pattern of ['spread', 'hot'] as const) {
        const warm = await answerLoad(18_086, cookies, pattern, next[pattern], 2);
        next[pattern] += warm.used + connections;
        const measured = await answerLoad(18_086, cookies, pattern, next[pattern], duration);
        next[pattern] += measured.used + connections;
        figures[pattern][mode] = measured;
        recordErrors('calibration', measured.errors + warm.errors, `answer route (${pattern}, model update ${mode}): unexpected answers`);
      }
    } finally {
      await options.stop(app);
    }
  }
  return figures;
}

/** Runs the step and prints its figures. */
export async function benchCalibration(options: CalibrationBenchOptions): Promise<void> {
  const seed = Number(process.env.BENCH_SEED ?? 2026);
  const started = performance.now();
  const sim = simulateCalibration(seed);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\ncalibration (simulated, seed ${seed}, ${seconds.toFixed(1)} s): 2,000 users x 60 of 300 items = ${sim.answers.toLocaleString('en')} Rasch answers through elo.ts`);
  console.log(`  Spearman's rho, estimated vs true item difficulty: ${sim.spearman.toFixed(3)} (goal >= 0.9: ${sim.spearman >= 0.9 ? 'met' : 'missed'})`);
  console.log(`  mean absolute error of predicted success vs the true probability: ${sim.maeAll.toFixed(3)} over all answers, ${sim.maeLastHalf.toFixed(3)} over the last half`);
  const inBand = sim.adaptiveSuccess >= 0.65 && sim.adaptiveSuccess <= 0.75;
  console.log(`  200 adaptive sessions of 30 questions (target 0.7): realised success ${sim.adaptiveSuccess.toFixed(3)} over ${sim.adaptiveAnswers} answers (goal 0.65-0.75: ${inBand ? 'met' : 'missed'})`);

  const route = await measureAnswerRoute(options);
  const line = (name: string, figure: RouteFigure) =>
    `    model update ${name}: ${figure.requestsPerSecond.toFixed(0)} requests/s, p99 ${figure.p99.toFixed(1)} ms${figure.errors ? `, ${figure.errors} errors` : ''}`;
  console.log(`\nanswer route, POST /api/addResponse (first answers, ${userCount} users, ${connections} connections, ${duration} s each):`);
  for (const [pattern, title] of [['spread', 'spread over questions (practice)'], ['hot', 'one hot question at a time (a deadline)']] as const) {
    const { off, on } = route[pattern];
    console.log(`  ${title}:`);
    console.log(line('off', off));
    console.log(line('on ', on));
    console.log(`    with the update: ${((on.requestsPerSecond / off.requestsPerSecond) * 100).toFixed(0)} % of the requests/s, p99 ${on.p99 - off.p99 >= 0 ? '+' : ''}${(on.p99 - off.p99).toFixed(1)} ms`);
  }
}
