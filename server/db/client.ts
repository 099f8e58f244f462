/**
 * Opens the database: PostgreSQL through node-postgres when `databaseUrl` is set, otherwise
 * embedded PGlite (PostgreSQL in WASM) with its data in `DATA_DIR/pg` (or in memory for
 * `dataDir: null`). Both run the same drizzle-kit migrations and the same query code.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { registerGenerationPush, startPgliteGenerationPush, startPostgresGenerationPush, type GenerationPush } from './generationPush.ts';

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: what repos accept. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * The same database through connections that plan each named prepared statement once, for its
   * first parameters' generic plan (`plan_cache_mode = force_generic_plan`; on PostgreSQL a small
   * pool of its own, on PGlite `db` itself). For large statements whose plan does not depend on
   * the values (the search's): by default PostgreSQL re-plans them for many executions, and
   * planning cost as much as running them (docs/benchmarks.md, search). Unnamed statements would be
   * planned without their values too, so only named prepared statements should run here.
   */
  genericPlans: Database;
  kind: 'postgres' | 'pglite';
  /** The cache generations learnt by push (generationPush.ts; reads through `db` use it), or null with `listen: false`. */
  generationPush: GenerationPush | null;
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Checks that the database answers; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own. `shared_buffers` is
 * PostgreSQL's page cache inside the WebAssembly memory (initdb's default 128 MB, all of it
 * resident): 16 MB holds the embedded database's hot pages (the demo bank is under 10 MB of tables
 * and indexes), the rest is read from the data directory through the OS cache. It saves about
 * 110 MB of resident memory (docs/benchmarks.md, memory).
 */
const pgliteSettings = ['shared_buffers=16MB'];

/** Connections of the `genericPlans` pool (each API process): the statements it runs take a few ms. */
const genericPlanPoolSize = 4;

/**
 * @param options.databaseUrl postgres:// URL, or undefined for PGlite
 * @param options.pgliteDir PGlite data directory; null keeps the data in memory
 * @param options.listen whether cache generations are learnt by push (default true; CACHE_PUSH)
 * @param options.listenRetryMs first delay before listening again after the listener dropped (default 250 ms)
 */
export async function openDatabase(options: { databaseUrl: string | undefined; pgliteDir: string | null; poolSize?: number; listen?: boolean; listenRetryMs?: number }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const listener = () => new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5000, application_name: 'cache-generations-listener' });
    const generationPush = options.listen === false ? null : startPostgresGenerationPush({ connect: listener, retryMs: options.listenRetryMs });
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // Each connection hears the cache notifications of its own commits (generationPush.ts).
      onConnect: generationPush ? (client) => generationPush.listenOn(client) : undefined,
    });
    pool.on('error', () => {
      /* idle client errors are reported by the next query */
    });
    const db = drizzlePg(pool, { schema });
    const genericPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: genericPlanPoolSize,
      connectionTimeoutMillis: 5000,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    genericPool.on('error', () => {
      /* as above */
    });
    if (generationPush) {
      registerGenerationPush(db, generationPush);
      // Start listening before the first read (else the first listen would empty the caches filled
      // until then); a database that cannot be listened to leaves the reads per request.
      await generationPush.whenLive(5000);
    }
    return {
      db,
      genericPlans: drizzlePg(genericPool, { schema }),
      kind: 'postgres',
      generationPush,
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        await generationPush?.close();
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir ?? undefined,
    extensions: { pg_trgm, unaccent },
    startParams: [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((setting) => ['-c', setting])],
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const generationPush = options.listen === false ? null : await startPgliteGenerationPush(client);
  if (generationPush) registerGenerationPush(pgliteDb, generationPush);
  return {
    db: pgliteDb as unknown as Database,
    genericPlans: pgliteDb as unknown as Database,
    kind: 'pglite',
    generationPush,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await generationPush?.close();
      await client.close();
    },
  };
}
