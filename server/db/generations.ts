/**
 * The current generations of the per-process read caches (generationCache.ts). While the
 * database handle's push is listening (generationPush.ts, contract section 8.7) they are its
 * tokens, answered from memory; otherwise the numbers of `cache_generations`
 * (schema/generations.ts), read from the database. A family's number changes in the same
 * transaction as every write that can change one of its answers, so an answer kept under the
 * number read is still right while the number read later is the same.
 *
 * Reads are shared between concurrent callers without ever answering one of them with a number
 * read before it asked: a caller either starts a read (none running) or waits for the next one,
 * which starts when the running one ends. Under load this is one small query per round trip time
 * rather than one per request.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { cacheGenerations } from './schema/index.ts';
import { pushedGenerations, type GenerationName } from './generationPush.ts';

export type { GenerationName } from './generationPush.ts';

/** A family's generation as text (a bigint), or null when its row is missing (then nothing is cached). */
export type Generations = Record<GenerationName, string | null>;

/** Every family's generation, as of a statement that began after this was called. */
export type GenerationReader = () => Promise<Generations>;

async function readAll(db: Queryable): Promise<Generations> {
  const rows = await db.select({ name: cacheGenerations.name, generation: sql<string>`${cacheGenerations.generation}::text` }).from(cacheGenerations);
  const found = new Map(rows.map((row) => [row.name, row.generation]));
  return { search: found.get('search') ?? null, questions: found.get('questions') ?? null };
}

const readers = new WeakMap<object, GenerationReader>();

/** The shared reader of the numbers in `db` (one per database handle; see above). */
export function generationReader(db: Queryable): GenerationReader {
  let reader = readers.get(db);
  if (reader) return reader;
  reader = sharedRead(db);
  readers.set(db, reader);
  return reader;
}

/** The generations to keep answers under now: the pushed tokens while the push listens (no query), else the numbers read. */
export function currentGenerations(db: Queryable): Promise<Generations> {
  const pushed = pushedGenerations(db);
  return pushed ? Promise.resolve(pushed) : generationReader(db)();
}

/** Reads of the numbers, shared between concurrent callers (see above). */
function sharedRead(db: Queryable): GenerationReader {
  let running: Promise<Generations> | null = null;
  let next: Promise<Generations> | null = null;
  const start = (): Promise<Generations> => {
    const read = readAll(db).finally(() => {
      if (running === read) running = null;
    });
    running = read;
    return read;
  };
  return () => {
    if (!running) return start();
    // The running read may have begun before this call: wait for the one after it.
    next ??= running.catch(() => undefined).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

/**
 * The generation of `family` to keep an answer under, given the number a statement read with the
 * answer's per-viewer parts: the pushed token while the push is listening, else that number.
 */
export function generationWith(db: Queryable, family: GenerationName, readByStatement: string | null): string | null {
  return pushedGenerations(db)?.[family] ?? readByStatement;
}
