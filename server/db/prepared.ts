/**
 * Named prepared statements, built once per database handle. PostgreSQL then plans each hot query
 * once per connection instead of on every request (planning the question-detail join costs about
 * 1 ms, several times its execution).
 */
import type { Queryable } from './client.ts';

/**
 * Returns `(db) => statement`, building the statement with `build(db)` the first time a handle is
 * seen. Use only with database handles (not transactions): a statement is tied to its handle.
 */
export function preparedPerDatabase<T>(build: (db: Queryable) => T): (db: Queryable) => T {
  const statements = new WeakMap<object, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
