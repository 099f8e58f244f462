/**
 * Search queries, in two steps.
 *
 * 1. `prepareTerms`: each term is unaccented and lower-cased like the indexed text, and terms of
 *    5+ letters get up to 3 spelling corrections: the closest words of `search_words` (every
 *    indexed word of 5-32 letters without digits, kept by triggers) by pg_trgm similarity (`%` on a GIN trigram index over short
 *    strings, then similarity >= `minCorrectionSimilarity`): "percantage" -> "percentage".
 * 2. Per group, a full-text query over two generated columns, each with a GIN index and kept by
 *    PostgreSQL in the writing transaction (so a new row is found at once): `title_vector` (the
 *    title, or a question's text) and `search_vector` (title weighted A plus body or options
 *    weighted B). Every term must match, as a word prefix `'term':*` or as one of its corrections.
 *
 * Ranking: rows whose title matches the whole query come first, then rows matching only through
 * their body; within each, `ts_rank` over `search_vector` (A outweighs B). Candidates are capped
 * (`candidateCap` title matches; body-only matches are looked up only when the title matches
 * cannot fill the page, since they would rank below all of them), so a very common prefix costs
 * a bounded amount of work.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ForumHit, PostHit, QuestionHit } from '@common/api/search.ts';
import type { Queryable } from '../../db/client.ts';

/** One search term as the database normalised it, with its spelling corrections. */
export interface PreparedTerm {
  /** Lower-case, unaccented; never contains a quote or a backslash. May be '' (then ignored). */
  norm: string;
  corrections: string[];
}

export interface SearchInput {
  /** The prepared terms; at least one with a non-empty `norm`. */
  terms: PreparedTerm[];
  /** Hits per group. */
  limit: number;
}

/** Only terms at least this long get spelling corrections (shorter typos are too ambiguous). */
export const minCorrectionLength = 5;
/** Corrections must be at least this similar (pg_trgm `similarity`) to the typed term. */
export const minCorrectionSimilarity = 0.4;
/** How many candidates each branch contributes before ranking. */
const candidateCap = 200;

/**
 * Normalises `terms` (word tokens, see search.service `tokenize`; they travel as one
 * space-separated parameter, a token never holds a space) in SQL and finds their spelling
 * corrections (words that merely extend the term are left out: the prefix match has them).
 */
export async function prepareTerms(db: Queryable, terms: string[]): Promise<PreparedTerm[]> {
  const result = await db.execute<{ norm: string; corrections: string[] | null }>(sql`
    select n.norm,
      array(
        select w.word from search_words w
        where length(n.norm) >= ${minCorrectionLength} and w.word % n.norm and similarity(w.word, n.norm) >= ${minCorrectionSimilarity}
          and left(w.word, length(n.norm)) <> n.norm
        order by similarity(w.word, n.norm) desc, w.word
        limit 3
      ) as corrections
    from string_to_table(${terms.join(' ')}::text, ' ') with ordinality as t(term, ord)
    cross join lateral (select replace(replace(lower(public.search_unaccent(t.term)), '''', ''), chr(92), '') as norm) as n
    order by t.ord`);
  return result.rows.map((row) => ({ norm: row.norm, corrections: row.corrections ?? [] }));
}

/**
 * The tsquery text for `terms`: per term `('term':* | 'correction' | ...)`, ANDed. Every operand
 * is a quoted lexeme stripped of quotes and backslashes (the only characters that could end it),
 * so the text is always well formed.
 */
export function tsqueryText(terms: PreparedTerm[]): string {
  const quote = (word: string) => `'${word.replace(/['\\]/g, '')}'`;
  return terms
    .filter((term) => term.norm !== '')
    .map((term) => `(${[`${quote(term.norm)}:*`, ...term.corrections.map(quote)].join(' | ')})`)
    .join(' & ');
}

const tsquery = (input: SearchInput): SQL => sql`to_tsquery('simple'::regconfig, ${tsqueryText(input.terms)}::text)`;

/**
 * Candidate rows of `table` (a raw identifier from this file only) as `(id, in_title)`: up to
 * `candidateCap` rows whose title matches, and, only when those are fewer than the page, up to
 * `candidateCap` rows matching elsewhere. (When the title matches fill the page they were not
 * capped below it, so `not in` leaves exactly the body-only matches.)
 */
function candidates(table: SQL, filter: SQL, input: SearchInput): SQL {
  return sql`with title_hits as materialized (
      select id from ${table} where ${filter} and title_vector @@ ${tsquery(input)} limit ${candidateCap}
    )
    select id, true as in_title from title_hits
    union all
    (select id, false from ${table}
      where (select count(*) from title_hits) < ${input.limit}
        and ${filter} and search_vector @@ ${tsquery(input)} and id not in (select id from title_hits)
      limit ${candidateCap})`;
}

/** Order of row alias `x` with its candidate `cand`: whole-query title matches first, then full-text rank (weights A 1.0, B 0.4). */
const ranking = (input: SearchInput): SQL => sql`cand.in_title desc, ts_rank(x.search_vector, ${tsquery(input)}) desc, x.id desc`;

/** The query of `searchQuestions` (exported for the benchmark's EXPLAIN). */
export function questionsQuery(input: SearchInput): SQL {
  const approved = sql`status = 'approved'`;
  return sql`
    select x.id, x.question_text as "questionText", c.name as section, tp.name as topic
    from (${candidates(sql.raw('questions'), approved, input)}) as cand
    join questions x on x.id = cand.id
    join categories c on c.id = x.category_id
    join topics tp on tp.id = x.topic_id
    order by ${ranking(input)}
    limit ${input.limit}`;
}

/** Approved questions matching the input, best first: question text, section and topic. */
export async function searchQuestions(db: Queryable, input: SearchInput): Promise<QuestionHit[]> {
  const result = await db.execute<{ id: number; questionText: string; section: string; topic: string }>(questionsQuery(input));
  return result.rows.map((row) => ({ id: Number(row.id), questionText: row.questionText, section: row.section, topic: row.topic }));
}

/** The query of `searchPosts`. */
export function postsQuery(input: SearchInput): SQL {
  return sql`
    select x.id, x.forum_id as "forumId", x.title, x.content
    from (${candidates(sql.raw('forum_posts'), sql`true`, input)}) as cand
    join forum_posts x on x.id = cand.id
    order by ${ranking(input)}
    limit ${input.limit}`;
}

/** Forum posts matching the input, best first. */
export async function searchPosts(db: Queryable, input: SearchInput): Promise<PostHit[]> {
  const result = await db.execute<{ id: number; forumId: number; title: string; content: string }>(postsQuery(input));
  return result.rows.map((row) => ({ id: Number(row.id), forumId: Number(row.forumId), title: row.title, content: row.content }));
}

/** The query of `searchForums`. */
export function forumsQuery(input: SearchInput): SQL {
  return sql`
    select x.id, x.title, x.description
    from (${candidates(sql.raw('forums'), sql`true`, input)}) as cand
    join forums x on x.id = cand.id
    order by ${ranking(input)}
    limit ${input.limit}`;
}

/** Forums matching the input, best first. */
export async function searchForums(db: Queryable, input: SearchInput): Promise<ForumHit[]> {
  const result = await db.execute<{ id: number; title: string; description: string }>(forumsQuery(input));
  return result.rows.map((row) => ({ id: Number(row.id), title: row.title, description: row.description }));
}
