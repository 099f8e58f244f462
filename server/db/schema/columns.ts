/** Column helpers shared by the table files. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea` as a Node Buffer (works on pg and PGlite). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** `timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * PostgreSQL `tsvector`, read as its text form. Used only for generated search columns
 * (`.generatedAlwaysAs(...)`), which the database keeps in step with every write.
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `timestamptz` (nullable): when an author last edited a post, reply or comment. */
export const editedAt = () => timestamp('edited_at', { withTimezone: true, mode: 'date' });
