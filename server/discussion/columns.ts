/** Writing rows through column objects, for queries that serve several tables (entries.ts). */
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Each table's property names by column object, made once per table (every write of an entry asks). */
const keysByTable = new WeakMap<PgTable, Map<unknown, string>>();

function propertyKeys(table: PgTable): Map<unknown, string> {
  let keys = keysByTable.get(table);
  if (!keys) keysByTable.set(table, (keys = new Map<unknown, string>(Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]))));
  return keys;
}

/**
 * The object Drizzle's insert `values` and update `set` take (keyed by the table's property
 * names) from `[column, value]` pairs of `table`'s columns. Typed `never` so it fits any table's
 * insert or update: the columns come from the caller's kind, so their keys exist.
 * @throws Error when a column is not one of `table`'s (a kind described wrongly)
 */
export function columnValues(table: PgTable, pairs: readonly (readonly [AnyPgColumn, unknown])[]): never {
  const keys = propertyKeys(table);
  const entries = pairs.map(([column, value]) => {
    const key = keys.get(column);
    if (key === undefined) throw new Error(`${column.name} is not a column of this table`);
    return [key, value] as const;
  });
  return Object.fromEntries(entries) as never;
}
