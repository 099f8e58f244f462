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
 * (`candidateCap(limit)` title matches; body-only matches are looked up only when the title matches
 * cannot fill the page, since they would rank below all of them), so a very common prefix costs
 * a bounded amount of work.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ForumHit, PostHit, QuestionHit } from '@common/api/search.ts';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';

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
/**
 * How many candidates each branch contributes before ranking: 4 per hit asked for, at least 50
 * (so 50 for the type-ahead's 5, 200 for a results page of 50). A common prefix ("per") matches
 * thousands of rows; fetching and ranking every one would cost tens of milliseconds.
 */
export const candidateCap = (limit: number) => Math.max(50, 4 * limit);

/** `prepareTerms` as a named prepared statement (see the group statements below). */
const termsStatement = preparedPerDatabase((db) =>
  db
    .select({ norm: sql<string>`t.norm`, corrections: sql<string[] | null>`t.corrections` })
    .from(
      sql`(select n.norm, t.ord,
          array(
            select w.word from search_words w
            where length(n.norm) >= ${minCorrectionLength} and w.word % n.norm and similarity(w.word, n.norm) >= ${minCorrectionSimilarity}
              and left(w.word, length(n.norm)) <> n.norm
            order by similarity(w.word, n.norm) desc, w.word
            limit 3
          ) as corrections
        from string_to_table(${sql.placeholder('terms')}::text, ' ') with ordinality as t(term, ord)
        cross join lateral (select replace(replace(lower(public.search_unaccent(t.term)), '''', ''), chr(92), '') as norm) as n) as t`,
    )
    .orderBy(sql`t.ord`)
    .prepare('search_terms'),
);

/**
 * Normalises `terms` (word tokens, see search.service `tokenize`; they travel as one
 * space-separated parameter, a token never holds a space) in SQL and finds their spelling
 * corrections (words that merely extend the term are left out: the prefix match has them).
 */
export async function prepareTerms(db: Queryable, terms: string[]): Promise<PreparedTerm[]> {
  const rows = await termsStatement(db).execute({ terms: terms.join(' ') });
  return rows.map((row) => ({ norm: row.norm, corrections: row.corrections ?? [] }));
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

/** The parameters of the three group queries. */
type GroupParams = {
  /** `tsqueryText` of the terms. */
  query: string;
  /** Hits to return. */
  limit: number;
  /** `candidateCap(limit)`. */
  cap: number;
};

/** Where a group query gets a parameter: a named placeholder (prepared statements) or the value itself (EXPLAIN). */
type Slot = (key: keyof GroupParams) => unknown;
const placeholder: Slot = (key) => sql.placeholder(key);
const paramsOf = (input: SearchInput): GroupParams => ({ query: tsqueryText(input.terms), limit: input.limit, cap: candidateCap(input.limit) });
const valuesOf = (input: SearchInput): Slot => {
  const params = paramsOf(input);
  return (key) => params[key];
};

const tsquery = (slot: Slot): SQL => sql`to_tsquery('simple'::regconfig, ${slot('query')}::text)`;

/**
 * Candidate rows of `table` (a raw identifier from this file only) as `(id, in_title)`: up to
 * `cap` rows whose title matches, and, only when those are fewer than the page, up to `cap` rows
 * matching elsewhere. (When the title matches fill the page they were not capped below it, so
 * `not in` leaves exactly the body-only matches.)
 */
function candidates(table: SQL, filter: SQL, slot: Slot): SQL {
  return sql`with title_hits as materialized (
      select id from ${table} where ${filter} and title_vector @@ ${tsquery(slot)} limit ${slot('cap')}::int
    )
    select id, true as in_title from title_hits
    union all
    (select id, false from ${table}
      where (select count(*) from title_hits) < ${slot('limit')}::int
        and ${filter} and search_vector @@ ${tsquery(slot)} and id not in (select id from title_hits)
      limit ${slot('cap')}::int)`;
}

/** Order of row alias `x` with its candidate `cand`: whole-query title matches first, then full-text rank (weights A 1.0, B 0.4). */
const ranking = (slot: Slot): SQL => sql`cand.in_title desc, ts_rank(x.search_vector, ${tsquery(slot)}) desc, x.id desc`;

/** Approved questions: rank the candidates, then name the page's section and topic. */
function questionsSql(slot: Slot): SQL {
  return sql`
    select page.id, page.question_text as "questionText", c.name as section, tp.name as topic, page.position
    from (
      select x.id, x.question_text, x.category_id, x.topic_id, row_number() over (order by ${ranking(slot)}) as position
      from (${candidates(sql.raw('questions'), sql`status = 'approved'`, slot)}) as cand
      join questions x on x.id = cand.id
      order by position
      limit ${slot('limit')}::int
    ) as page
    join categories c on c.id = page.category_id
    join topics tp on tp.id = page.topic_id`;
}

function postsSql(slot: Slot): SQL {
  return sql`
    select x.id, x.forum_id as "forumId", x.title, x.content, row_number() over (order by ${ranking(slot)}) as position
    from (${candidates(sql.raw('forum_posts'), sql`true`, slot)}) as cand
    join forum_posts x on x.id = cand.id
    order by position
    limit ${slot('limit')}::int`;
}

function forumsSql(slot: Slot): SQL {
  return sql`
    select x.id, x.title, x.description, row_number() over (order by ${ranking(slot)}) as position
    from (${candidates(sql.raw('forums'), sql`true`, slot)}) as cand
    join forums x on x.id = cand.id
    order by position
    limit ${slot('limit')}::int`;
}

/** The three group queries with `input`'s values in place (for the benchmark's EXPLAIN ANALYZE). */
export const groupQueries = (input: SearchInput): Record<'questions' | 'posts' | 'forums', SQL> => ({
  questions: questionsSql(valuesOf(input)),
  posts: postsSql(valuesOf(input)),
  forums: forumsSql(valuesOf(input)),
});

/*
 * Named prepared statements (planned once per connection: planning these joins cost about as much
 * CPU as running them). Each wraps its group query as `r` and reads its columns in rank order.
 */
const position = sql`r.position`;
const questionsStatement = preparedPerDatabase((db) =>
  db
    .select({ id: sql<number>`r.id`.mapWith(Number), questionText: sql<string>`r."questionText"`, section: sql<string>`r.section`, topic: sql<string>`r.topic` })
    .from(sql`(${questionsSql(placeholder)}) as r`)
    .orderBy(position)
    .prepare('search_questions'),
);
const postsStatement = preparedPerDatabase((db) =>
  db
    .select({ id: sql<number>`r.id`.mapWith(Number), forumId: sql<number>`r."forumId"`.mapWith(Number), title: sql<string>`r.title`, content: sql<string>`r.content` })
    .from(sql`(${postsSql(placeholder)}) as r`)
    .orderBy(position)
    .prepare('search_posts'),
);
const forumsStatement = preparedPerDatabase((db) =>
  db
    .select({ id: sql<number>`r.id`.mapWith(Number), title: sql<string>`r.title`, description: sql<string>`r.description` })
    .from(sql`(${forumsSql(placeholder)}) as r`)
    .orderBy(position)
    .prepare('search_forums'),
);

/** Approved questions matching the input, best first: question text, section and topic. */
export function searchQuestions(db: Queryable, input: SearchInput): Promise<QuestionHit[]> {
  return questionsStatement(db).execute(paramsOf(input));
}

/** Forum posts matching the input, best first. */
export function searchPosts(db: Queryable, input: SearchInput): Promise<PostHit[]> {
  return postsStatement(db).execute(paramsOf(input));
}

/** Forums matching the input, best first. */
export function searchForums(db: Queryable, input: SearchInput): Promise<ForumHit[]> {
  return forumsStatement(db).execute(paramsOf(input));
}
