/**
 * The device's offline store (contract 8.5), one IndexedDB database through `idb`: `packs` (saved
 * practice packs, by id) and `outbox` (answers waiting to be sent, by clientId). Opened once, on
 * first use; this module is loaded on demand, so the first page carries none of it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PackedQuestion } from '@common/api/packs.ts';
import type { AnswerOption } from '@common/limits.ts';

/** The bank's filter a pack was made from (ids; empty: any). */
export interface PackFilters {
  category: number[];
  topic: number[];
  source: number[];
}

/** A practice pack kept on the device. */
export interface SavedPack {
  /** A random id (UUID). */
  id: string;
  /** Who saved it (their answers are sent as theirs); null when not known. */
  userId: number | null;
  /** Made from the filter's names, e.g. "Quantitative Aptitude · Algebra". */
  name: string;
  filters: PackFilters;
  /** ISO time it was saved. */
  savedAt: string;
  /** The questions with their keys and solutions, in bank order (a set's questions together). */
  questions: PackedQuestion[];
  /** Ids of the questions answered from this pack, in the order answered. */
  answered: number[];
  /** The image addresses (/api/images/<id>) its texts show, kept in the `pack-images` cache. */
  images: string[];
}

/** An answer waiting to be sent (POST /api/addResponse with these fields). */
export interface QueuedAnswer {
  /** The UUID the server dedupes by: the answer is stored once however often it is sent. */
  clientId: string;
  questionId: number;
  selectedOption?: AnswerOption | undefined;
  answer?: string | undefined;
  /** Whole seconds spent; absent for an untimed attempt. */
  timer?: number | undefined;
  /** ISO time the answer was given. */
  answeredAt: string;
  /** Whose answer it is (sent only while they are logged in); null when not known. */
  userId: number | null;
}

interface OfflineSchema extends DBSchema {
  packs: { key: string; value: SavedPack };
  outbox: { key: string; value: QueuedAnswer };
}

export type OfflineDatabase = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDatabase> | undefined;

/** The opened database (created at version 1 with both stores on first use). */
export function offlineDb(): Promise<OfflineDatabase> {
  opening ??= openDB<OfflineSchema>('mba-prep-offline', 1, {
    upgrade(db) {
      db.createObjectStore('packs', { keyPath: 'id' });
      db.createObjectStore('outbox', { keyPath: 'clientId' });
    },
  });
  return opening;
}
