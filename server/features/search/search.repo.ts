/**
 * The search query: one SQL statement (a named prepared statement, planned once per connection)
 * that answers the whole `SearchResult` as JSON text.
 *
 * 1. Terms: each word token is unaccented and lower-cased like the indexed text, and terms of
 *    5+ letters get up to 3 spelling corrections: the closest words of `search_words` (every
 *    indexed word of 5-32 letters without digits, kept by triggers) by pg_trgm similarity (`%` on
 *    a GIN trigram index over short strings, then similarity >= `minCorrectionSimilarity`):
 *    "percantage" -> "percentage". Words that merely extend the term are left out (the prefix
 *    match has them).
 * 2. The tsquery: per term `('term':* | 'correction' | ...)`, ANDed. Every operand is a quoted
 *    lexeme stripped of quotes and backslashes (the only characters that could end it), so it is
 *    always well formed; user text never reaches `to_tsquery` otherwise.
 * 3. Per group, a full-text match over two generated columns, each with a GIN index and kept by
 *    PostgreSQL in the writing transaction (so a new row is found at once): `title_vector` (the
 *    title, or a question's text) and `search_vector` (title weighted A plus body or options
 *    weighted B). Every term must match, as a word prefix or as one of its corrections. The
 *    questions group also searches set passages (`question_sets`: title A, passage B) and answers
 *    a matching set as its first approved question. A question's explanation is in no vector
 *    (and so not in `search_words` either): it is never searched, since it gives the answer away.
 *
 * Ranking: rows whose title matches the whole query come first, then rows matching only through
 * their body; within each, `ts_rank` over `search_vector` (A outweighs B). Candidates are capped
 * (`candidateCap(limit)` title matches; body-only matches are looked up only when the title matches
 * cannot fill the page, since they would rank below all of them), so a very common prefix costs
 * a bounded amount of work.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';

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

/** The statement's parameters. */
type SearchParams = {
  /** Word tokens (search.service `tokenize`), space-separated; a token never holds a space. */
  terms: string;
  /** Hits per group. */
  limit: number;
  /** `candidateCap(limit)`. */
  cap: number;
};

/** Where the statement gets a parameter: a named placeholder (prepared statement) or the value itself (EXPLAIN). */
type Slot = (key: keyof SearchParams) => unknown;

/** A quoted tsquery lexeme from SQL text `word` (quotes and backslashes removed). */
const lexeme = (word: SQL) => sql`'''' || replace(replace(${word}, '''', ''), chr(92), '') || ''''`;

/** CTEs `terms (ord, norm, corrections)` and `query (q tsquery)`; `q` is null when no term has a letter left. */
function termsAndQuery(slot: Slot): SQL {
  return sql`terms as (
      select t.ord, n.norm,
        array(
          select w.word from search_words w
          where length(n.norm) >= ${sql.raw(String(minCorrectionLength))} and w.word % n.norm
            and similarity(w.word, n.norm) >= ${sql.raw(String(minCorrectionSimilarity))}
            and left(w.word, length(n.norm)) <> n.norm
          order by similarity(w.word, n.norm) desc, w.word
          limit 3
        ) as corrections
      from string_to_table(${slot('terms')}::text, ' ') with ordinality as t(term, ord)
      cross join lateral (select replace(replace(lower(public.search_unaccent(t.term)), '''', ''), chr(92), '') as norm) as n
      where n.norm <> ''
    ),
    query as (
      select to_tsquery('simple'::regconfig, string_agg(
        '(' || array_to_string(array_prepend(${lexeme(sql`norm`)} || ':*', array(select ${lexeme(sql`c`)} from unnest(corrections) as c)), ' | ') || ')',
        ' & ' order by ord)) as q
      from terms
    )`;
}

const q = sql`(select q from query)`;

/**
 * Candidate rows of `table` (a raw identifier from this file only) as `(id, in_title)`: up to
 * `cap` rows whose title matches, and, only when those are fewer than the page, up to `cap` rows
 * matching elsewhere. (When the title matches fill the page they were not capped below it, so
 * `not in` leaves exactly the body-only matches.)
 */
function candidates(table: SQL, filter: SQL, slot: Slot): SQL {
  return sql`with title_hits as materialized (
      select id from ${table} where ${filter} and title_vector @@ ${q} limit ${slot('cap')}::int
    )
    select id, true as in_title from title_hits
    union all
    (select id, false from ${table}
      where (select count(*) from title_hits) < ${slot('limit')}::int
        and ${filter} and search_vector @@ ${q} and id not in (select id from title_hits)
      limit ${slot('cap')}::int)`;
}

/** Whole-query title matches first, then full-text rank (weights A 1.0, B 0.4), for row `x` and its candidate `cand`. */
const ranking = sql`cand.in_title desc, ts_rank(x.search_vector, ${q}) desc, x.id desc`;

/** A JSON array of `group`'s rows (columns `position` and the listed keys), in rank order. */
function jsonGroup(group: SQL, keys: string[]): SQL {
  const fields = sql.join(
    keys.map((key) => sql`${sql.raw(`'${key}'`)}, g.${sql.identifier(key)}`),
    sql`, `,
  );
  return sql`coalesce((select json_agg(json_build_object(${fields}) order by g.position) from (${group}) as g), '[]'::json)`;
}

/** How many characters of a passage a passage hit carries (around the first matched term). */
export const passageExcerptLength = 600;
/** How far before the first matched term the passage excerpt starts. */
const passageExcerptLead = 200;

/** True when set `s` has an approved question (only such sets are found). */
const hasApprovedQuestion = sql`exists (select 1 from questions f where f.set_id = s.id and f.status = 'approved')`;

/**
 * Candidates of the questions group as `(passage, id, in_title)`: approved questions (`id` a
 * question id; "title" is the question text) and set passages (`id` a set id; "title" is the set
 * title), each up to `cap` title matches, then, only when all those title matches together are
 * fewer than the page, body-only matches: up to `cap` questions (by their options) and up to
 * `limit` passages (ranking a passage reads its whole vector, up to 20,000 characters of text,
 * so fewer are ranked). A set is a candidate only while it has an approved question.
 */
function questionCandidates(slot: Slot): SQL {
  const room = sql`(select count(*) from question_titles) + (select count(*) from set_titles) < ${slot('limit')}::int`;
  return sql`with question_titles as materialized (
      select id from questions where status = 'approved' and title_vector @@ ${q} limit ${slot('cap')}::int
    ),
    set_titles as materialized (
      select s.id from question_sets s where s.title_vector @@ ${q} and ${hasApprovedQuestion} limit ${slot('cap')}::int
    )
    select false as passage, id, true as in_title from question_titles
    union all
    select true, id, true from set_titles
    union all
    (select false, id, false from questions
      where ${room} and status = 'approved' and search_vector @@ ${q} and id not in (select id from question_titles)
      limit ${slot('cap')}::int)
    union all
    (select true, s.id, false from question_sets s
      where ${room} and s.search_vector @@ ${q} and s.id not in (select id from set_titles) and ${hasApprovedQuestion}
      limit ${slot('limit')}::int)`;
}

/**
 * `body` cut to `passageExcerptLength` characters starting a little before the first occurrence
 * of any term (ignoring case; the start when none occurs as typed), with "…" where it was cut.
 */
function passageExcerpt(body: SQL): SQL {
  const first = sql`coalesce((select min(nullif(strpos(lower(${body}), t.norm), 0)) from terms t), 1)`;
  const start = sql`greatest(${first} - ${sql.raw(String(passageExcerptLead))}, 1)`;
  const length = sql.raw(String(passageExcerptLength));
  return sql`case when length(${body}) <= ${length} then ${body}
    else case when ${start} > 1 then '…' else '' end || substr(${body}, ${start}, ${length})
      || case when ${start} + ${length} <= length(${body}) then '…' else '' end end`;
}

/**
 * Questions and passages, ranked together: whole-query title matches first, then `ts_rank` (a set
 * whose title matches is ranked by its title alone, weighted A like a question's text, so its
 * long passage is not read for it). A passage hit is the set's first approved question (lowest
 * id) with `questionText` an excerpt of the passage, the set's section and topic, and `passage` =
 * `{ setId, title }` (null for a question hit). When a question is both a hit and its set's first
 * question, it is listed once: as the question itself, unless only the set title matched the whole
 * query and the question only through its options.
 */
function questionsGroup(slot: Slot): SQL {
  return sql`
    select page.id, case when s.id is null then page.question_text else ${passageExcerpt(sql`s.body`)} end as "questionText", c.name as section, tp.name as topic,
      case when s.id is null then null else json_build_object('setId', s.id, 'title', s.title) end as passage, page.position
    from (
      with cand as (${questionCandidates(slot)})
      select hit.id, hit.question_text, hit.category_id, hit.topic_id, hit.set_id,
        row_number() over (order by hit.in_title desc, hit.rank desc, hit.id desc) as position
      from (
        select distinct on (h.id) h.* from (
          select x.id, x.question_text, x.category_id, x.topic_id, null::int as set_id, cand.in_title, ts_rank(x.search_vector, ${q}) as rank
          from cand join questions x on x.id = cand.id
          where not cand.passage
          union all
          select first.id, null, s.category_id, s.topic_id, s.id, cand.in_title,
            case when cand.in_title then ts_rank(setweight(s.title_vector, 'A'), ${q}) else ts_rank(s.search_vector, ${q}) end
          from cand join question_sets s on s.id = cand.id
          cross join lateral (select f.id from questions f where f.set_id = s.id and f.status = 'approved' order by f.id limit 1) as first
          where cand.passage
        ) as h
        order by h.id, h.in_title desc, h.set_id nulls first, h.rank desc
      ) as hit
      order by position
      limit ${slot('limit')}::int
    ) as page
    left join question_sets s on s.id = page.set_id
    join categories c on c.id = page.category_id
    join topics tp on tp.id = page.topic_id`;
}

function postsGroup(slot: Slot): SQL {
  return sql`
    select x.id, x.forum_id as "forumId", x.title, x.content, row_number() over (order by ${ranking}) as position
    from (${candidates(sql.raw('forum_posts'), sql`true`, slot)}) as cand
    join forum_posts x on x.id = cand.id
    order by position
    limit ${slot('limit')}::int`;
}

function forumsGroup(slot: Slot): SQL {
  return sql`
    select x.id, x.title, x.description, row_number() over (order by ${ranking}) as position
    from (${candidates(sql.raw('forums'), sql`true`, slot)}) as cand
    join forums x on x.id = cand.id
    order by position
    limit ${slot('limit')}::int`;
}

/**
 * The whole statement: one row, column `result` (the `SearchResult` as JSON text) and column
 * `generation` (`search_generation` as this statement saw it: the answer is valid while it stays).
 */
function searchSql(slot: Slot): SQL {
  return sql`with ${termsAndQuery(slot)}
    select (select generation from search_generation) as generation, json_build_object(
      'forums', ${jsonGroup(forumsGroup(slot), ['id', 'title', 'description'])},
      'posts', ${jsonGroup(postsGroup(slot), ['id', 'forumId', 'title', 'content'])},
      'questions', ${jsonGroup(questionsGroup(slot), ['id', 'questionText', 'section', 'topic', 'passage'])}
    )::text as result`;
}

const paramsOf = (terms: string[], limit: number): SearchParams => ({ terms: terms.join(' '), limit, cap: candidateCap(limit) });

/** The statement with its values in place, for the benchmark's EXPLAIN ANALYZE. */
export function searchStatement(terms: string[], limit: number): SQL {
  const params = paramsOf(terms, limit);
  return searchSql((key) => params[key]);
}

const prepared = preparedPerDatabase((db) =>
  db
    .select({ result: sql<string>`r.result`, generation: sql<string | null>`r.generation` })
    .from(sql`(${searchSql((key) => sql.placeholder(key))}) as r`)
    .prepare('search'),
);

/** A search answer and the `search_generation` it was computed at (null: no generation row yet). */
export interface SearchAnswer {
  json: string;
  generation: string | null;
}

/**
 * Searches forums, posts and approved questions for every one of `terms` (1-8 word tokens).
 * @returns the `SearchResult` as JSON text (each group best first, at most `limit` long) and the
 *   generation it is valid for.
 */
export async function searchJson(db: Queryable, terms: string[], limit: number): Promise<SearchAnswer> {
  const [row] = await prepared(db).execute(paramsOf(terms, limit));
  return { json: row!.result, generation: row!.generation === null ? null : String(row!.generation) };
}

const generationStatement = preparedPerDatabase((db) =>
  db
    .select({ generation: sql<string>`generation` })
    .from(sql`search_generation`)
    .prepare('search_generation'),
);

/** The current `search_generation` (a bigint as text), or null when its row is missing. */
export async function currentGeneration(db: Queryable): Promise<string | null> {
  const [row] = await generationStatement(db).execute();
  return row ? String(row.generation) : null;
}

/** The terms as the statement normalises them, with their spelling corrections (for the benchmark's report). */
export async function preparedTerms(db: Queryable, terms: string[]): Promise<{ norm: string; corrections: string[] }[]> {
  const result = await db.execute<{ norm: string; corrections: string[] }>(
    sql`with ${termsAndQuery(() => terms.join(' '))} select norm, corrections from terms order by ord`,
  );
  return result.rows;
}
