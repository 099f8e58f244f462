/**
 * Running work whose effects follow its commit. `inTransaction(db, work)` runs `work` in a
 * transaction with a fresh `Effects`; after the COMMIT, the dispatcher registered for `db`
 * (`registerDispatcher`, once per process: the app at start, the worker at start) publishes them;
 * on a rollback they are dropped. Called with a transaction (a service inside another's
 * transaction), the work runs in a savepoint and its effects join the outer transaction's, to be
 * published after the outer COMMIT. So every caller of a service gets its effects, and none before
 * the data they announce can be read.
 */
import type { Database, Queryable, Transaction } from '../db/client.ts';
import type { Dispatcher } from './dispatcher.ts';
import { Effects } from './effects.ts';

/** Dispatchers by database handle; the last registered one that is still registered is used. */
const dispatchers = new WeakMap<Queryable, Dispatcher[]>();
/** The effects of each open transaction started by `inTransaction`. */
const pending = new WeakMap<Queryable, Effects>();

/**
 * Makes `dispatcher` publish the effects of work done through `db`. Answers the function that
 * unregisters it (at close).
 */
export function registerDispatcher(db: Database, dispatcher: Dispatcher): () => void {
  const list = dispatchers.get(db) ?? [];
  list.push(dispatcher);
  dispatchers.set(db, list);
  return () => {
    const at = list.lastIndexOf(dispatcher);
    if (at >= 0) list.splice(at, 1);
  };
}

/**
 * The dispatcher of `db`, or null when `db` is a transaction of `inTransaction` (its effects join the outer ones).
 * @throws Error when none is registered for `db` (a process writing without one would silently drop
 *   its effects), and for a transaction not opened by `inTransaction` (its commit cannot be followed)
 */
function dispatcherFor(db: Queryable): Dispatcher | null {
  if (pending.has(db)) return null;
  const dispatcher = dispatchers.get(db)?.at(-1);
  if (!dispatcher) throw new Error('no effects dispatcher is registered for this database handle (or it is a transaction not opened by inTransaction, whose commit cannot be followed)');
  return dispatcher;
}

/**
 * Publishes `effects` of work that is already committed (a single statement outside any
 * transaction), or, when `db` is a transaction of `inTransaction`, adds them to its effects.
 * @throws Error when effects are to be published and no dispatcher is registered for `db`
 */
export async function afterCommit(db: Queryable, effects: Effects): Promise<void> {
  if (effects.list.length === 0) return;
  const dispatcher = dispatcherFor(db);
  if (dispatcher) await dispatcher.dispatch(effects);
  else pending.get(db)!.adopt(effects);
}

/**
 * Runs `work` in a transaction (a savepoint inside `db` when `db` is itself one) and publishes what
 * it recorded on its `Effects` after the commit. Answers what `work` answers.
 * @throws what `work` throws (its effects are then dropped); Error, before any work, when no
 *   dispatcher is registered for `db`
 */
export async function inTransaction<T>(db: Queryable, work: (tx: Transaction, effects: Effects) => Promise<T>): Promise<T> {
  const dispatcher = dispatcherFor(db);
  const effects = new Effects();
  const value = await db.transaction(async (tx) => {
    pending.set(tx, effects);
    try {
      return await work(tx, effects);
    } finally {
      pending.delete(tx);
    }
  });
  if (dispatcher) await dispatcher.dispatch(effects);
  else pending.get(db)!.adopt(effects);
  return value;
}
