/** Stored files: shared PDF resources, images in rich text and uploaded import workbooks (kept in PostgreSQL so any instance can serve them). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';
import { users } from './users.ts';

export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** What the list shows: the upload's `title`, else the file name without `.pdf` (backfilled for older rows). */
    title: text('title').notNull().default(''),
    description: text('description').notNull(),
    contentType: text('content_type').notNull().default('application/pdf'),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('resources_created_idx').on(t.createdAt)],
);

/**
 * Images uploaded for rich text (POST /api/images), served publicly at /api/images/{id}.
 * `content_type` is the type recognised from the bytes (never the client's), one of PNG, JPEG, WebP, GIF.
 */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }).notNull(),
  data: bytea('data').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('images_uploaded_by_idx').on(t.uploadedBy),
  check('images_content_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')`),
]);

export interface ImportRowError {
  rowNumber: number;
  message: string;
}

/** One bulk import: the uploaded workbook and the progress of the worker that imports it. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    file: bytea('file').notNull(),
    state: text('state', { enum: ['queued', 'active', 'completed', 'failed'] }).notNull().default('queued'),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    created: integer('created').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('import_jobs_created_by_idx').on(t.createdBy, t.createdAt),
    check('import_jobs_state_check', sql`${t.state} in ('queued', 'active', 'completed', 'failed')`),
  ],
);
