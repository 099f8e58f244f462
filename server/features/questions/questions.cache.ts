/**
 * The question bank's hot reads served from one API process's memory (contract section 7.5 answers
 * unchanged): the question detail, the filtered list without a status filter, and the category,
 * source and topic lists. What every viewer shares (a question's row, set, names, submitter; a
 * page's summaries and total; the lists) is kept while the `questions` generation is unchanged
 * (server/db/generations.ts: a trigger changes it in the transaction of every write that could
 * change it, on any process). What belongs to the viewer — their last attempt, `myStatus`,
 * `bookmarked` — the top-level comment ids and the question's `difficulty` (which changes with
 * every first answer) are read on every request, in the same statement
 * that reads the generation: a hit is one small round trip (for a detail, shared with the detail
 * reads of other requests in the same turn of the event loop: questions.read.ts
 * `findViewerPartsOfQuestion`), a miss adds the full query.
 * `maxBytes` bounds each of the three caches (READ_CACHE_MB; 0 turns them off).
 */
import { createHash } from 'node:crypto';
import { questionListItemSchema, type Difficulty, type Question, type QuestionListItem } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import type { Actor } from '@common/policies.ts';
import type { Queryable } from '../../db/client.ts';
import { createGenerationCache } from '../../db/generationCache.ts';
import { currentGenerations, generationWith } from '../../db/generations.ts';
import { nextExclusiveClose } from '../../policies/questionVisibility.ts';
import { notFound } from '../../errors.ts';
import { strongTag } from '../../http/etag.ts';
import { asVisible, canViewInBank, visibilityOfOne } from '../../policies/questionVisibility.ts';
import {
  findQuestionById,
  findViewerPartsOfList,
  findViewerPartsOfQuestion,
  toQuestion,
  type QuestionDetailRow,
  type ViewerPartsOfDetail,
} from '../../questionBank/questions.read.ts';
import * as repo from './questions.repo.ts';

type SharedDetail = Omit<QuestionDetailRow, keyof ViewerPartsOfDetail>;
type SharedItem = Omit<QuestionListItem, 'myStatus' | 'bookmarked' | 'difficulty'>;
interface SharedPage {
  /** The items' ids, in order. */
  ids: number[];
  /** Each item's JSON as `itemJson` makes it. */
  json: string[];
  /** A SHA-1 of `json` (base64url): with the viewer's parts, what the page's ETag is made from. */
  digest: string;
  total: number;
  /** Epoch ms when an exclusive mock hiding questions from this page closes (the hidden rule of policies/questionVisibility.ts): the page is stale from then; null: never by time. */
  until: number | null;
}

const noDifficulty: Difficulty = { level: null, firstAttempts: 0, correctShare: null, medianTimeCorrect: null };

/**
 * An item's JSON without the per-request fields and the closing brace: what the list's schema
 * sends (zod drops keys it does not declare), made once per cached page.
 * @throws ZodError when the row does not fit the schema (answered 500, as the serialiser would).
 */
function itemJson(item: SharedItem): string {
  const { myStatus: _status, bookmarked: _saved, difficulty: _difficulty, ...shared } = questionListItemSchema.parse({ ...item, difficulty: noDifficulty, myStatus: null, bookmarked: false });
  return JSON.stringify(shared).slice(0, -1);
}

/** An item's `difficulty` member as the list's schema sends it (keys in its order; made by hand, not parsed, as it is per request). */
function difficultyJson(d: Difficulty): string {
  const level = d.level === null ? 'null' : `"${d.level}"`;
  return `,"difficulty":{"level":${level},"firstAttempts":${d.firstAttempts},"correctShare":${d.correctShare ?? 'null'},"medianTimeCorrect":${d.medianTimeCorrect ?? 'null'}}`;
}

/**
 * What each item reads on every request: the viewer's `myStatus` and `bookmarked`, and the
 * question's `difficulty`, which changes with every first answer (docs/architecture.md, "Hot reads").
 */
type ViewerParts = Pick<QuestionListItem, 'myStatus' | 'bookmarked' | 'difficulty'>;

/** The page's JSON array: each item's shared JSON followed by its `difficulty` and the viewer's `myStatus` and `bookmarked`. */
function pageJson(json: string[], parts: ViewerParts[]): string {
  let page = '[';
  for (let i = 0; i < json.length; i++) {
    const part = parts[i]!;
    page += `${i === 0 ? '' : ','}${json[i]}${difficultyJson(part.difficulty)}${viewerSuffixes[part.myStatus ?? 'null']![part.bookmarked ? 1 : 0]}`;
  }
  return `${page}]`;
}

/** An item's closing JSON for each `myStatus` and `bookmarked` (false, true): made once, not per item. */
const viewerSuffixes: Record<string, [string, string]> = Object.fromEntries(
  ['null', 'correct', 'wrong'].map((status) => {
    const value = status === 'null' ? 'null' : JSON.stringify(status);
    return [status, [`,"myStatus":${value},"bookmarked":false}`, `,"myStatus":${value},"bookmarked":true}`]];
  }),
);

/** A difficulty's part of an item's ETag input. */
function difficultyTag(difficulty: Difficulty): string {
  return `:${difficulty.level ?? ''}/${difficulty.firstAttempts}/${difficulty.correctShare ?? ''}/${difficulty.medianTimeCorrect ?? ''}`;
}

/**
 * The page's strong ETag (server/http/etag.ts `strongTag`): its bytes are decided by the shared
 * items' JSON (`digest`) and the viewer's parts.
 */
function pageTag(digest: string, parts: ViewerParts[]): string {
  return strongTag(digest, parts.map((part) => `${part.myStatus ?? '-'}${part.bookmarked ? 1 : 0}${difficultyTag(part.difficulty)}`).join(','));
}

/** A page read now: its JSON for the viewer and what is kept of it (until `until`, see SharedPage). */
function freshPage(items: QuestionListItem[], total: number, until: number | null = null): { shared: SharedPage; answer: PageAnswer } {
  const json = items.map(({ myStatus: _status, bookmarked: _saved, difficulty: _difficulty, ...item }) => itemJson(item));
  const shared = { ids: items.map((item) => item.id), json, digest: createHash('sha1').update(json.join('\0')).digest('base64url'), total, until };
  return { shared, answer: { json: pageJson(shared.json, items), total, etag: pageTag(shared.digest, items) } };
}

/** A page for one viewer: the JSON array, the total, and the array's strong ETag. */
export interface PageAnswer {
  json: string;
  total: number;
  etag: string;
}

/** A rough size in bytes, for the caches' bounds. */
const sizeOf = (value: unknown) => JSON.stringify(value).length;
const idsKey = (ids: number[] | undefined) => (ids?.length ? [...ids].sort((a, b) => a - b).join(',') : '');

export interface QuestionReads {
  /** As policies/questions.ts `getQuestionForViewer`. @throws AppError 404 "Question not found." */
  question(db: Queryable, id: number, viewer: Actor): Promise<Question>;
  /**
   * As questions.repo.ts `findQuestions`, with the items as the JSON array the list's schema
   * describes (sent as it is: Fastify does not serialise a string again). Questions held by open
   * exclusive mocks are left out unless `admin`.
   */
  page(db: Queryable, filter: repo.QuestionFilter, viewer: number, page: { limit: number; offset: number }, admin?: boolean): Promise<PageAnswer>;
  /** As questions.repo.ts `listCategories`: `all` (admins) includes names of unapproved questions. */
  categories(db: Queryable, all: boolean): Promise<{ id: number; name: string }[]>;
  /** As questions.repo.ts `listSources`. */
  sources(db: Queryable, all: boolean): Promise<{ id: number; name: string }[]>;
  /** As questions.repo.ts `listTopicsByCategories`. */
  topics(db: Queryable, categoryIds: number[], all: boolean): Promise<{ id: number; name: string; categoryId: number }[]>;
  /** Hits and misses of the detail, page and list caches. */
  readonly stats: Record<'details' | 'pages' | 'lists', { hits: number; misses: number }>;
}

export function createQuestionReads(options: { maxBytes: number }): QuestionReads {
  const details = createGenerationCache<SharedDetail>({ maxBytes: options.maxBytes, size: (value) => sizeOf(value) });
  const pages = createGenerationCache<SharedPage>({ maxBytes: options.maxBytes, size: (value, key) => sizeOf(value) + key.length });
  const lists = createGenerationCache<{ rows: unknown[] }>({ maxBytes: options.maxBytes, size: (value, key) => sizeOf(value) + key.length });

  async function list<T>(db: Queryable, key: string, compute: () => Promise<T[]>): Promise<T[]> {
    const generation = (await currentGenerations(db)).questions;
    const kept = lists.get(key, generation);
    if (kept) return kept.rows as T[];
    const rows = await compute();
    lists.set(key, generation, { rows });
    return rows;
  }

  return {
    stats: { details: details.stats, pages: pages.stats, lists: lists.stats },

    async question(db, id, viewer) {
      // One statement: the viewer's parts, the generation and the sealed rule for this question.
      const { generation: numberRead, sealed, ...mine } = await findViewerPartsOfQuestion(db, id, viewer.id);
      const generation = generationWith(db, 'questions', numberRead);
      const visibility = visibilityOfOne(id, sealed);
      let shared = details.get(String(id), generation);
      let row: QuestionDetailRow | undefined;
      if (shared) row = { ...shared, ...mine };
      else {
        row = await findQuestionById(db, id, viewer.id);
        if (row) {
          const { lastResponse: _last, bookmarked: _saved, commentIds: _comments, difficulty: _difficulty, ...rest } = row;
          shared = rest;
          // Read after `generation`: never older than it, so valid for it.
          details.set(String(id), generation, shared);
        }
      }
      if (!row || !canViewInBank(viewer, row)) throw notFound(messages.notFound.question);
      return asVisible(toQuestion(row, viewer), visibility);
    },

    async page(db, filter, viewer, page, admin = false) {
      if (filter.status || filter.difficulty) {
        // The viewer's own filter, or one that changes with every first answer: not shared.
        const hideHeld = !admin && (await nextExclusiveClose(db)) !== null;
        const fresh = await repo.findQuestions(db, filter, viewer, page, hideHeld);
        return freshPage(fresh.items, fresh.total).answer;
      }
      // Admins see what exclusive mocks hold: their pages are kept apart.
      const key = `${idsKey(filter.categoryIds)}|${idsKey(filter.topicIds)}|${idsKey(filter.sourceIds)}|${page.limit}|${page.offset}|${admin ? 'a' : 'u'}`;
      const kept = pages.peek(key);
      let generation: string | null | undefined;
      if (kept) {
        const mine = await findViewerPartsOfList(db, kept.value.ids, viewer);
        const current = generationWith(db, 'questions', mine.generation);
        // A new exclusive mock changes the generation; one closing is a time (`until`).
        if (current === kept.generation && (kept.value.until === null || Date.now() < kept.value.until)) {
          pages.stats.hits += 1;
          return { json: pageJson(kept.value.json, mine.parts), total: kept.value.total, etag: pageTag(kept.value.digest, mine.parts) };
        }
        generation = current;
      }
      pages.stats.misses += 1;
      generation ??= (await currentGenerations(db)).questions;
      const nextClose = admin ? null : await nextExclusiveClose(db);
      const fresh = await repo.findQuestions(db, filter, viewer, page, nextClose !== null);
      const { shared, answer } = freshPage(fresh.items, fresh.total, nextClose);
      pages.set(key, generation, shared);
      return answer;
    },

    categories: (db, all) => list(db, `categories|${all}`, () => repo.listCategories(db, all)),
    sources: (db, all) => list(db, `sources|${all}`, () => repo.listSources(db, all)),
    topics: (db, categoryIds, all) => list(db, `topics:${idsKey(categoryIds)}|${all}`, () => repo.listTopicsByCategories(db, categoryIds, all)),
  };
}
