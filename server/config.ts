/**
 * The only reader of process.env (docs/contract.md section 3). `loadConfig(env)` validates with zod and
 * throws `ConfigError` whose `problems` list one line per bad variable, each naming it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { passwordPattern } from '@common/api/accounts.ts';
import { usernamePattern } from '@common/usernames.ts';
import { limits } from '@common/limits.ts';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const urlWithProtocols = (protocols: string[], label: string) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${label} URL` },
  );

/** An optional positive whole number with a default (e.g. minutes). */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Fastify's `trustProxy` setting (which proxies may set X-Forwarded-For / -Proto). */
export type TrustProxy = boolean | number | string[];

/**
 * Parses TRUST_PROXY: "false" / "true", a number of hops ("1"), or a comma list of IP addresses and
 * CIDR ranges ("10.0.0.0/8, 127.0.0.1"). Returns undefined for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const address = /^([0-9a-f.:]+)(\/\d{1,3})?$/;
  if (entries.every((entry) => address.test(entry) && isIP(entry.split('/')[0]!) !== 0)) return entries;
  return undefined;
}

/** The registration password rule (common/api/accounts.ts), worded for a configuration error. */
export const adminPasswordRule = `must follow the password rule: ${limits.passwordMinLength}-${limits.passwordMax} characters from letters, digits and @$!%*?&, with an uppercase and a lowercase letter, a digit and one of @$!%*?&`;

/** Whether `password` passes the registration password rule (pattern and length). */
export function adminPasswordAllowed(password: string): boolean {
  return password.length <= limits.passwordMax && passwordPattern.test(password);
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    PROCESS_ROLE: z.enum(['api', 'worker', 'all']).default('all'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://'),
    DATA_DIR: z.string().default('./data'),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://').transform((value) => value ?? 'redis://127.0.0.1:6379'),
    SESSION_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    ADMIN_USERNAME: optionalText.refine((value) => value === undefined || (usernamePattern.test(value) && value.length <= limits.usernameMax), {
      message: `may contain only letters (A-Z, a-z), digits, ".", "_" and "-", at most ${limits.usernameMax} characters (the rule for every username)`,
    }),
    ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || adminPasswordAllowed(value), { message: adminPasswordRule }),
    ADMIN_EMAIL: optionalText.refine((value) => value === undefined || z.email().safeParse(value).success, {
      message: 'must be an email address',
    }),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: urlWithProtocols(['http:', 'https:'], 'http(s)://'),
    OPENAI_MODEL: optionalText,
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://'),
    MAIL_FROM: optionalText,
    SMS_WEBHOOK_URL: urlWithProtocols(['http:', 'https:'], 'http(s)://'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: optionalText.refine((value) => value === undefined || parseTrustProxy(value) !== undefined, {
      message: 'must be false, true, a number of hops, or a comma-separated list of IP addresses / CIDR ranges',
    }),
    SESSION_IDLE_MINUTES: positiveInt(14 * 24 * 60),
    SESSION_REFRESH_MINUTES: positiveInt(15),
    BODY_LIMIT_KB: positiveInt(64),
    SEARCH_CACHE_MB: z.coerce.number().int().min(0).default(16),
    READ_CACHE_MB: z.coerce.number().int().min(0).default(32),
    CACHE_PUSH: z.enum(['on', 'off']).default('on'),
    RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: positiveInt(30),
    RATE_LIMIT_LOGIN_FREE_FAILURES: z.coerce.number().int().min(0).default(5),
    RATE_LIMIT_LOGIN_DELAY_SECONDS: positiveInt(1),
    RATE_LIMIT_LOGIN_MAX_DELAY_MINUTES: positiveInt(15),
    RATE_LIMIT_LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(24 * 60),
    RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR: positiveInt(20),
    RATE_LIMIT_OTP_SENDS_PER_15_MINUTES: positiveInt(10),
    RATE_LIMIT_OTP_CHECKS_PER_15_MINUTES: positiveInt(30),
    RATE_LIMIT_SEARCHES_PER_SECOND: positiveInt(20),
    RATE_LIMIT_UPLOADS_PER_HOUR: positiveInt(60),
    RATE_LIMIT_POSTS_PER_HOUR: positiveInt(120),
    RATE_LIMIT_FORUMS_PER_DAY: positiveInt(20),
    RATE_LIMIT_TEST_GENERATIONS_PER_HOUR: positiveInt(20),
    RATE_LIMIT_EDITS_PER_HOUR: positiveInt(60),
    RATE_LIMIT_REPORTS_PER_HOUR: positiveInt(20),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    JOB_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    PRESENCE_TTL_MS: z.coerce.number().int().min(300).max(300_000).default(15_000),
    PUBLIC_STATS_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(5_000),
    IMPORT_PARSE_BUDGET_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    // Guessing the proxy layout wrongly either lets anyone forge X-Forwarded-For (rate limits per
    // address dodged, or pinned on a victim) or lumps every client under the proxy's address.
    if (env.NODE_ENV === 'production' && env.PROCESS_ROLE !== 'worker' && env.TRUST_PROXY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: 'is required when NODE_ENV=production: false when clients connect directly, else the number of proxy hops in front (1 for one nginx) or their addresses',
      });
    }
    const admin = [env.ADMIN_USERNAME, env.ADMIN_PASSWORD, env.ADMIN_EMAIL];
    if (admin.some(Boolean) && !admin.every(Boolean)) {
      for (const name of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'ADMIN_EMAIL'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when any ADMIN_* variable is set' });
      }
    }
  }, { when: () => true }); // list these problems even when a single variable is also invalid

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  processRole: 'api' | 'worker' | 'all';
  /** PostgreSQL server URL; undefined means embedded PGlite in `dataDir/pg`. */
  databaseUrl: string | undefined;
  /** Absolute path. */
  dataDir: string;
  redisUrl: string;
  sessionSecret: string;
  admin: { username: string; password: string; email: string } | undefined;
  openai: OpenAiConfig;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  smsWebhookUrl: string | undefined;
  logLevel: string;
  /** Prefix for Redis keys and BullMQ queues, so test runs can share one Redis. */
  redisPrefix: string;
  /** On SIGTERM/SIGINT, in-flight requests and running jobs get this long (ms) before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * On SIGTERM/SIGINT, keep serving this long (ms) with `/ready` answering 503 before the listener
   * closes, so a load balancer's health check sees it and stops sending traffic (set it to about
   * the check interval behind a load balancer; 0 closes at once).
   */
  shutdownDrainMs: number;
  /**
   * A job's lock (ms) and the time between stalled-job checks: a job whose worker died is handed to
   * another worker within about twice this (BullMQ lockDuration and stalledInterval).
   */
  jobStalledIntervalMs: number;
  /**
   * How long (ms) an API process's record of its online users outlives its last heartbeat
   * (PRESENCE_TTL_MS): a process that dies without closing stops counting in `online` within
   * this; heartbeats run every third of it.
   */
  presenceTtlMs: number;
  /** How long (ms) `GET /public/stats` answers from its shared cache (PUBLIC_STATS_CACHE_MS, at most 10 000; 0: no cache). */
  publicStatsCacheMs: number;
  /** Which proxies to believe about the client's address and protocol (TRUST_PROXY; default none; required in production). */
  trustProxy: TrustProxy;
  session: SessionConfig;
  /** Largest request body of a JSON / form route, bytes (multipart uploads have their own caps). */
  bodyLimitBytes: number;
  /** Size bound of each API process's cache of search answers, bytes (SEARCH_CACHE_MB; 0 turns it off). */
  searchCacheBytes: number;
  /** Size bound of each of an API process's caches of question details, question pages and taxonomy lists, and of its session users, bytes (READ_CACHE_MB; 0 turns them off). */
  readCacheBytes: number;
  /**
   * Whether API processes learn of changes by push (CACHE_PUSH, default on; contract 8.7): cache
   * generations by PostgreSQL LISTEN, sessions and users by Redis client-side caching. Off: every
   * cached read asks PostgreSQL and Redis whether it is still valid (the benchmarks' baseline).
   */
  cachePush: boolean;
  /** First delay before a dropped push connection is opened again, ms (250; doubles to 2 s; tests lengthen it to hold the fallback). */
  cachePushRetryMs: number;
  rateLimits: RateLimitConfig;
  /** How long (ms) an API process may spend reading one uploaded import workbook before refusing it with 400 (IMPORT_PARSE_BUDGET_MS). */
  importParseBudgetMs: number;
}

/** Session lifetime: a session ends after `idleMs` without requests; activity extends it at most once per `refreshMs`. */
export interface SessionConfig {
  idleMs: number;
  refreshMs: number;
}

/** Request limits (counted in Redis, so they hold across API processes). Windows in milliseconds. */
export interface RateLimitConfig {
  /** POST /perform-login attempts per client address per window. */
  loginPerIp: { max: number; windowMs: number };
  /** Failed logins per (username, client address): growing waits after the free ones (plugins/loginFailures.ts). */
  loginFailures: LoginFailureLimit;
  /** POST /public/addUser per client address per window. */
  registrationsPerIp: { max: number; windowMs: number };
  /** One-time code sends per client (user when logged in, else address) per window. */
  otpSends: { max: number; windowMs: number };
  /** One-time code checks per client per window. */
  otpChecks: { max: number; windowMs: number };
  /** Searches per user per window. */
  searches: { max: number; windowMs: number };
  /** Uploads (PDF resources, images) per user per window, each route counted on its own. */
  uploads: { max: number; windowMs: number };
  /** Forum posts, forum replies, comments and comment replies per user per window, each route counted on its own. */
  posts: { max: number; windowMs: number };
  /** Forums created per user per window. */
  forums: { max: number; windowMs: number };
  /** Personal tests generated (POST /api/tests/generate) per user per window (contract 8.6: 20 an hour). */
  testGenerations: { max: number; windowMs: number };
  /** Edits of forum posts, forum replies and comments per user per window, each route counted on its own (contract 8.6: 60 an hour). */
  edits: { max: number; windowMs: number };
  /** Question reports per user per window (contract 8.6: 20 an hour). */
  reports: { max: number; windowMs: number };
}

/**
 * Failed logins of one username from one client address: the first `freeFailures` are free, then
 * each failure makes the pair wait `firstDelaySeconds`, doubled per further failure, at most
 * `maxDelaySeconds`; the count is forgotten `windowMs` after the pair's first failure.
 */
export interface LoginFailureLimit {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowMs: number;
}

/** The chat model behind AI explanations; explanations are available when `apiKey` and `model` are set. */
export interface OpenAiConfig {
  apiKey: string | undefined;
  /** OpenAI-compatible API root (e.g. https://api.openai.com/v1); undefined means OpenAI's. */
  baseUrl: string | undefined;
  model: string | undefined;
  /** One chat completion request may take this long (ms) before it counts as failed and is retried. */
  requestTimeoutMs: number;
  /** Tries per explanation job (timeouts, 429 and 5xx are retried; other 4xx are not). */
  attempts: number;
  /** Delay before the first retry (ms), doubled for each further one. */
  retryDelayMs: number;
  /** An API request waits this long (ms) for the explanation job before answering 504. */
  waitTimeoutMs: number;
}

/** Thrown when the environment is invalid; `problems` holds one line per variable. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads `DATA_DIR/session-secret`, creating it (48 random bytes, hex) on first use. */
function persistentSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Validates `env` (default process.env) into a Config.
 * @throws ConfigError listing every problem, one line per variable: "PORT: must be ...".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      const message = issue.code === 'invalid_type' || issue.code === 'invalid_value' ? `invalid value (${issue.message})` : issue.message;
      return `${name}: ${message}`;
    });
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const minute = 60_000;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    processRole: e.PROCESS_ROLE,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    redisUrl: e.REDIS_URL,
    sessionSecret: e.SESSION_SECRET ?? overrides.sessionSecret ?? persistentSessionSecret(dataDir),
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD && e.ADMIN_EMAIL
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD, email: e.ADMIN_EMAIL }
        : undefined,
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL,
      requestTimeoutMs: 20_000,
      attempts: 3,
      retryDelayMs: 2_000,
      waitTimeoutMs: 30_000,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    logLevel: e.LOG_LEVEL,
    redisPrefix: 'mbaprep',
    trustProxy: e.TRUST_PROXY === undefined ? false : parseTrustProxy(e.TRUST_PROXY)!,
    session: { idleMs: e.SESSION_IDLE_MINUTES * minute, refreshMs: e.SESSION_REFRESH_MINUTES * minute },
    bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
    searchCacheBytes: e.SEARCH_CACHE_MB * 1024 * 1024,
    readCacheBytes: e.READ_CACHE_MB * 1024 * 1024,
    cachePush: e.CACHE_PUSH === 'on',
    cachePushRetryMs: 250,
    rateLimits: {
      loginPerIp: { max: e.RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE, windowMs: minute },
      loginFailures: {
        freeFailures: e.RATE_LIMIT_LOGIN_FREE_FAILURES,
        firstDelaySeconds: e.RATE_LIMIT_LOGIN_DELAY_SECONDS,
        maxDelaySeconds: e.RATE_LIMIT_LOGIN_MAX_DELAY_MINUTES * 60,
        windowMs: e.RATE_LIMIT_LOGIN_FAILURE_WINDOW_MINUTES * minute,
      },
      registrationsPerIp: { max: e.RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR, windowMs: 60 * minute },
      otpSends: { max: e.RATE_LIMIT_OTP_SENDS_PER_15_MINUTES, windowMs: 15 * minute },
      otpChecks: { max: e.RATE_LIMIT_OTP_CHECKS_PER_15_MINUTES, windowMs: 15 * minute },
      searches: { max: e.RATE_LIMIT_SEARCHES_PER_SECOND, windowMs: 1000 },
      uploads: { max: e.RATE_LIMIT_UPLOADS_PER_HOUR, windowMs: 60 * minute },
      posts: { max: e.RATE_LIMIT_POSTS_PER_HOUR, windowMs: 60 * minute },
      forums: { max: e.RATE_LIMIT_FORUMS_PER_DAY, windowMs: 24 * 60 * minute },
      testGenerations: { max: e.RATE_LIMIT_TEST_GENERATIONS_PER_HOUR, windowMs: 60 * minute },
      edits: { max: e.RATE_LIMIT_EDITS_PER_HOUR, windowMs: 60 * minute },
      reports: { max: e.RATE_LIMIT_REPORTS_PER_HOUR, windowMs: 60 * minute },
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    jobStalledIntervalMs: e.JOB_STALLED_INTERVAL_MS,
    presenceTtlMs: e.PRESENCE_TTL_MS,
    publicStatsCacheMs: e.PUBLIC_STATS_CACHE_MS,
    importParseBudgetMs: e.IMPORT_PARSE_BUDGET_MS,
    ...overrides,
  };
}
