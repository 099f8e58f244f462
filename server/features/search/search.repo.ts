/**
 * The search statements (named prepared statements, planned once per connection).
 *
 * 1. `analyseWords`: what the index knows about each query word: its unaccented lower-case form,
 *    its English stems (none for a stop word), whether an indexed word starts with it or with one
 *    of its stems, and, for an unknown word that may be corrected, the indexed words
 *    (`search_words`: every word of 4-32 letters without digits of the searchable text, kept by
 *    triggers) that look like it: pg_trgm `%` on a GIN trigram index, plus words of about its
 *    length starting with its first letter (a transposition in a short word leaves few trigrams
 *    in common), best 30 by similarity. search.terms.ts keeps those within the allowed edits, and
 *    `searchableWords` those of them in content the search matches now (contract 8.6: the word
 *    list also holds words of pending, rejected, edited and deleted content).
 * 2. `searchJson`: one statement answering every group (the type-ahead) or one group, paged, with
 *    its total. It takes the tsquery texts built by search.terms.ts: `q` (what must match) and
 *    `hq` (what `ts_headline` marks).
 *
 * What is searched, per group, is a "document": `search_vector` (the `simple` words: title or
 * question text weighted A, body or options B) || `stem_vector` (the same text's English stems,
 * same weights) || for a question `taxonomy_vector` (category and topic names, C) || for a post
 * `replies_vector` (its replies, D), each indexed by GIN on that expression and kept in the writing
 * transaction (generated columns and triggers). The questions group also searches set passages
 * (`question_sets`) and answers a matching set as its first approved question. A question's
 * explanation is in no vector (and so not in `search_words` either): it is never searched.
 *
 * Ranking: rows whose title (`title_vector`: the title or question text alone) matches the whole
 * query come first, then `ts_rank` over the document (weights A 1.0, B 0.4, D 0.1, and C 1.0 for a
 * question's category and topic names: a curated label says what a question is about as well as
 * its text does), then
 * newest. The type-ahead (every group) caps candidates (`candidateCap(limit)` title matches; body
 * matches are looked up only when the title matches cannot fill the page, since they rank below
 * them), so a very common prefix costs a bounded amount of work; a one-group page ranks up to
 * `pageCandidates` title and body matches each, and counts every match (`total`).
 *
 * Snippets: each hit carries `highlight` (`title`, `text`): `ts_headline` of its title and of its
 * body, the matched words between U+0002 and U+0003 (`highlightStart`, `highlightStop`), so a
 * corrected or stemmed word is marked as the database matched it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SearchGroupName } from '@common/api/search.ts';
import type { Queryable } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { heldNowSql, nextExclusiveCloseSql } from '../../policies/questionVisibility.ts';
import type { WordFacts } from './search.terms.ts';


/**
 * How many candidates each branch contributes before ranking in the type-ahead answer: 4 per hit
 * asked for, at least 50. A common prefix ("per") matches thousands of rows; fetching and ranking
 * every one would cost tens of milliseconds.
 */
export const candidateCap = (limit: number) => Math.max(50, 4 * limit);
/** Spelling-correction candidates looked at per word. */
export const correctionCandidates = 30;

// ---------------------------------------------------------------------------------------------
// 1. Word facts

/**
 * True when an indexed word starts with `prefix`: a range scan of the primary key (the words
 * starting with `prefix` sort from `prefix` up to `prefix` followed by the last code point, in the
 * database's C collation).
 */
const startsAWord = (prefix: SQL) => sql`exists (select 1 from search_words w where w.word >= ${prefix} and w.word < ${prefix} || chr(1114111))`;

/**
 * True when `word` (a `search_words` word) is in a document the search matches now: an approved
 * question that is not held for a scheduled mock (its text, options, category and topic names), a
 * set passage with such a question, a post (title, text, replies) or a forum. `search_words`
 * collects every word ever indexed, of pending and rejected questions and edited or deleted posts
 * too, and never forgets; a spelling suggestion must come only from what the caller may see
 * (contract 8.6). Each test is a GIN lookup of one word in each group's document index.
 */
const searchableNow = (word: SQL) => {
  const term = sql`plainto_tsquery('simple'::regconfig, ${word})`;
  return sql`(exists (select 1 from questions x where x.status = 'approved' and ${questionDocument} @@ ${term} and not ${heldNowSql(sql`x.id`)})
    or exists (select 1 from question_sets s where ${setDocument} @@ ${term} and ${hasApprovedQuestion})
    or exists (select 1 from forum_posts x where ${postDocument} @@ ${term})
    or exists (select 1 from forums x where ${forumDocument} @@ ${term}))`;
};

/**
 * Each word's normal form, stems and whether it is known, computed once per word: every step is a
 * materialized CTE, because PostgreSQL inlines a lateral subquery's expressions into every
 * reference, so an inlined `norm` ran `search_unaccent` again for each candidate word compared
 * with it (about 1 ms per misspelt word on a 3,500-word list, growing with the list).
 */
const analyseStatement = preparedPerDatabase((db) =>
  db
    .select({
      norm: sql<string>`f.norm`,
      stems: sql<string[]>`f.stems`,
      known: sql<boolean>`f.known`,
      candidates: sql<string[]>`f.candidates`,
      generation: sql<string | null>`(select generation::text from cache_generations where name = 'search')`,
      until: sql<number | null>`${nextExclusiveCloseSql}`,
    })
    .from(
      sql`(with normal as materialized (
          select t.ord, t.correct, replace(replace(lower(public.search_unaccent(t.word)), '''', ''), chr(92), '') as norm
          from unnest(${sql.placeholder('words')}::text[], ${sql.placeholder('correct')}::boolean[]) with ordinality as t(word, correct, ord)
        ),
        stemmed as materialized (
          select n.*, array(select lexeme from unnest(to_tsvector('english'::regconfig, n.norm)) order by lexeme) as stems from normal n
        ),
        checked as materialized (
          select s.*, s.correct and (${startsAWord(sql`s.norm`)} or exists (select 1 from unnest(s.stems) as stem where ${startsAWord(sql`stem`)})) as known from stemmed s
        )
        select k.ord, k.norm, k.stems, k.known,
          case when k.correct and not k.known then array(select c.word from (
            select w.word, similarity(w.word, k.norm) as score from search_words w where w.word % k.norm
            union
            select w.word, similarity(w.word, k.norm) from search_words w
            where w.word like left(k.norm, 1) || '%' and abs(length(w.word) - length(k.norm)) <= 2
          ) as c order by c.score desc, c.word limit ${sql.raw(String(correctionCandidates))}) else '{}'::text[] end as candidates
        from checked k) as f`,
    )
    .orderBy(sql`f.ord`)
    .prepare('search_words_facts'),
);

/**
 * What the index knows about each of `words` (in order); spelling candidates only for the words
 * whose `correct` flag is set and that are unknown (the candidate query is skipped otherwise).
 * Also the `search` generation (server/db/generations.ts) the facts were read at and `until` (epoch
 * ms, or null) the next closing of an exclusive mock: they stay true while the generation is
 * unchanged and until then (a closing brings the held questions' words back into what
 * `searchableWords` finds, a change by time that no generation marks).
 */
export async function analyseWords(db: Queryable, words: string[], correct: boolean[]): Promise<{ facts: WordFacts[]; generation: string | null; until: number | null }> {
  const rows = await analyseStatement(db).execute({ words: `{${words.map(arrayItem).join(',')}}`, correct: `{${correct.join(',')}}` });
  const generation = rows[0]?.generation;
  const until = rows[0]?.until;
  return {
    facts: rows.map((row) => ({ norm: row.norm, stems: row.stems, known: row.known, candidates: row.candidates })),
    generation: generation === null || generation === undefined ? null : String(generation),
    until: until === null || until === undefined ? null : Number(until),
  };
}

const searchableStatement = preparedPerDatabase((db) =>
  db
    .select({ word: sql<string>`t.word` })
    .from(sql`unnest(${sql.placeholder('words')}::text[]) as t(word)`)
    .where(searchableNow(sql`t.word`))
    .prepare('search_words_searchable'),
);

/**
 * Which of `words` (spelling candidates from `analyseWords`) are in a document the search matches
 * now (`searchableNow`): only those may be suggested (contract 8.6). Run on the few candidates
 * within the allowed edits, not on every candidate, so a misspelt query pays a few index lookups.
 */
export async function searchableWords(db: Queryable, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await searchableStatement(db).execute({ words: `{${words.map(arrayItem).join(',')}}` });
  return new Set(rows.map((row) => row.word));
}

/** A PostgreSQL array literal item (double-quoted, `"` and `\` escaped). */
const arrayItem = (word: string) => `"${word.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

// ---------------------------------------------------------------------------------------------
// 2. The search

/** The statement's parameters. */
type SearchParams = {
  /** The `simple` tsquery text every hit must match (search.terms `matchQuery`). */
  q: string;
  /** The tsquery text `ts_headline` marks (search.terms `headlineQuery`). */
  hq: string;
  limit: number;
  offset: number;
  /** Candidates per branch: `candidateCap` (type-ahead) or `pageCandidates` (a one-group page). */
  cap: number;
  /** True for a one-group page: body matches are always looked up and every match is ranked. */
  all: boolean;
};

/** Where the statement gets a parameter: a named placeholder (prepared statement) or the value itself (EXPLAIN). */
type Slot = (key: keyof SearchParams) => unknown;

const q = sql`(select q from query)`;
const hq = sql`(select hq from query)`;

const queryCte = (slot: Slot) =>
  sql`query as materialized (select to_tsquery('simple'::regconfig, ${slot('q')}::text) as q, to_tsquery('simple'::regconfig, ${slot('hq')}::text) as hq)`;

const markOptions = `'StartSel=' || chr(2) || ', StopSel=' || chr(3)`;
/** A whole short text with its matched words marked. */
const markAll = (text: SQL) => sql`ts_headline('simple'::regconfig, ${text}, ${hq}, ${sql.raw(markOptions)} || ', HighlightAll=true')`;
/** Up to two fragments (about 30 words each) of a long text around its matched words, marked. */
const markFragments = (text: SQL, words = 30) =>
  sql`ts_headline('simple'::regconfig, ${text}, ${hq}, ${sql.raw(markOptions)} || ${sql.raw(`', MaxWords=${words}, MinWords=${Math.round(words / 2)}, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "'`)})`;

/** How many characters of a passage a passage hit carries at most (around its matched words), besides the "…" marks. */
export const passageExcerptLength = 600;
/** One fragment of about 60 words of a passage around its matched words, marked. */
const markPassage = (body: SQL) =>
  sql`ts_headline('simple'::regconfig, ${body}, ${hq}, ${sql.raw(markOptions)} || ', MaxWords=60, MinWords=30, ShortWord=2, MaxFragments=1')`;
/**
 * A passage of at most `passageExcerptLength` characters whole; a longer one as its fragment
 * `marked` (`markPassage`), unmarked, cut to that length, with "…" where it does not reach the passage's
 * start or end.
 */
function passageExcerpt(body: SQL, marked: SQL): SQL {
  const plain = sql`left(replace(replace(${marked}, chr(2), ''), chr(3), ''), ${sql.raw(String(passageExcerptLength))})`;
  return sql`case when length(${body}) <= ${sql.raw(String(passageExcerptLength))} then ${body} else (select case when p.at > 0 and left(${body}, p.at - 1) !~ '[[:alnum:]]' then '' else '…' end || p.text
      || case when p.at > 0 and substr(${body}, p.at + length(p.text)) !~ '[[:alnum:]]' then '' else '…' end
    from (select e.text, strpos(${body}, e.text) as at from (select ${plain} as text) as e) as p) end`;
}

const questionDocument = sql`(x.search_vector || x.stem_vector || x.taxonomy_vector)`;
/** `ts_rank` weights {D, C, B, A}: a question's category and topic names (C) count like its text (A). */
const weights = sql.raw(`'{0.1, 1.0, 0.4, 1.0}'::float4[]`);
const postDocument = sql`(x.search_vector || x.stem_vector || x.replies_vector)`;
const forumDocument = sql`(x.search_vector || x.stem_vector)`;
const setDocument = sql`(s.search_vector || s.stem_vector)`;

/** Body matches are looked up when the page asks for all or when the title matches (`titles`) cannot fill it. */
const room = (slot: Slot, titles: SQL) => sql`(${slot('all')}::boolean or ${titles} < ${slot('limit')}::int)`;

/**
 * Candidate rows of `table` (`forums` or `forum_posts`, alias `x`) as `(id, in_title, rank)`: up to
 * `cap` rows whose title matches, then, when there is room, up to `cap` rows whose document
 * matches otherwise. Each candidate's `rank` is computed in the scan that finds it (for the rows
 * the limit lets through), so no row is read twice.
 */
function candidates(table: 'forums' | 'forum_posts', document: SQL, rank: SQL, slot: Slot): SQL {
  return sql`with title_hits as materialized (
      select x.id, ${rank} as rank from ${sql.raw(table)} x where x.title_vector @@ ${q} limit ${slot('cap')}::int
    )
    select id, true as in_title, rank from title_hits
    union all
    (select x.id, false, ${rank} from ${sql.raw(table)} x
      where ${room(slot, sql`(select count(*) from title_hits)`)} and ${document} @@ ${q} and x.id not in (select id from title_hits)
      limit ${slot('cap')}::int)`;
}

/** A set with an approved question not held by an open exclusive mock (only such sets are found). */
const hasApprovedQuestion = sql`exists (select 1 from questions f where f.set_id = s.id and f.status = 'approved' and not ${heldNowSql(sql`f.id`)})`;

/** A question candidate's columns (alias `x`), its rank computed where it is found. */
const questionColumns = sql`x.id, x.question_text, x.category_id, x.topic_id, ts_rank(${weights}, ${questionDocument}, ${q}) as rank`;

/**
 * Candidates of the questions group (see `candidates`): approved questions as `question_titles`
 * and `question_bodies` (`questionColumns`), set passages as `set_titles` and `set_bodies` (ids).
 */
function questionCandidates(slot: Slot): SQL {
  const titles = sql`((select count(*) from question_titles) + (select count(*) from set_titles))`;
  return sql`question_titles as materialized (
      select ${questionColumns} from questions x where x.status = 'approved' and not ${heldNowSql(sql`x.id`)} and x.title_vector @@ ${q} limit ${slot('cap')}::int
    ),
    set_titles as materialized (
      select s.id from question_sets s where s.title_vector @@ ${q} and ${hasApprovedQuestion} limit ${slot('cap')}::int
    ),
    question_bodies as (
      select ${questionColumns} from questions x
      where ${room(slot, titles)} and x.status = 'approved' and not ${heldNowSql(sql`x.id`)} and ${questionDocument} @@ ${q} and x.id not in (select id from question_titles)
      limit ${slot('cap')}::int
    ),
    set_bodies as (
      select s.id from question_sets s
      where ${room(slot, titles)} and ${setDocument} @@ ${q} and s.id not in (select id from set_titles) and ${hasApprovedQuestion}
      limit ${slot('cap')}::int
    )`;
}

const ranking = sql`row_number() over (order by hit.in_title desc, hit.rank desc, hit.id desc) as position`;
/** The rows of the page asked for from a ranked CTE. */
const pageOf = (cte: string, slot: Slot) =>
  sql`(select * from ${sql.raw(cte)} where position > ${slot('offset')}::int and position <= ${slot('offset')}::int + ${slot('limit')}::int)`;

/**
 * Questions and passages ranked together, as `(id, question_text, category_id, topic_id, set_id,
 * position)`. A passage hit is the set's first approved question (lowest id). A question both
 * found and its set's first question is listed once: as the question itself, unless only the set
 * title matched the whole query and the question only through its document.
 */
function questionsRanked(slot: Slot): SQL {
  return sql`
    with ${questionCandidates(slot)}
    select hit.id, hit.question_text, hit.category_id, hit.topic_id, hit.set_id, ${ranking}
    from (
      select distinct on (h.id) h.* from (
        select id, question_text, category_id, topic_id, null::int as set_id, true as in_title, rank from question_titles
        union all
        select id, question_text, category_id, topic_id, null::int, false, rank from question_bodies
        union all
        select first.id, first.question_text, s.category_id, s.topic_id, s.id, cand.in_title,
          case when cand.in_title then ts_rank(setweight(s.title_vector, 'A'), ${q}) else ts_rank(${setDocument}, ${q}) end
        from (select id, true as in_title from set_titles union all select id, false from set_bodies) as cand
        join question_sets s on s.id = cand.id
        cross join lateral (select f.id, f.question_text from questions f where f.set_id = s.id and f.status = 'approved' and not ${heldNowSql(sql`f.id`)} order by f.id limit 1) as first
      ) as h
      order by h.id, h.in_title desc, h.set_id nulls first, h.rank desc
    ) as hit`;
}

/**
 * A page of question hits: a passage hit has `question_text` a passage excerpt around the matched
 * words, the set's section and topic, and `passage` = `{ setId, title }` (null for a question hit).
 */
function questionsPage(page: SQL): SQL {
  return sql`
    select page.id, page.position,
      case when s.id is null then page.question_text else ${passageExcerpt(sql`s.body`, sql`mp.marked`)} end as question_text,
      c.name as section, tp.name as topic,
      case when s.id is null then null else json_build_object('setId', s.id, 'title', s.title) end as passage,
      case when s.id is null then json_build_object('title', ${markFragments(sql`page.question_text`, 40)}, 'text', '')
        else json_build_object('title', ${markAll(sql`s.title`)}, 'text', mp.marked) end as highlight
    from ${page} as page
    left join question_sets s on s.id = page.set_id
    left join lateral (select ${markPassage(sql`s.body`)} as marked where s.id is not null) as mp on true
    join categories c on c.id = page.category_id
    join topics tp on tp.id = page.topic_id`;
}

function postsRanked(slot: Slot): SQL {
  return sql`
    select hit.id, ${ranking}
    from (${candidates('forum_posts', postDocument, sql`ts_rank(${postDocument}, ${q})`, slot)}) as hit`;
}

function postsPage(page: SQL): SQL {
  return sql`
    select x.id, x.forum_id, x.title, x.content, page.position,
      json_build_object('title', ${markAll(sql`x.title`)}, 'text', ${markFragments(sql`x.content`)}) as highlight
    from ${page} as page join forum_posts x on x.id = page.id`;
}

function forumsRanked(slot: Slot): SQL {
  return sql`
    select hit.id, ${ranking}
    from (${candidates('forums', forumDocument, sql`ts_rank(${forumDocument}, ${q})`, slot)}) as hit`;
}

function forumsPage(page: SQL): SQL {
  return sql`
    select x.id, x.title, x.description, page.position,
      json_build_object('title', ${markAll(sql`x.title`)}, 'text', ${markFragments(sql`x.description`)}) as highlight
    from ${page} as page join forums x on x.id = page.id`;
}

const groups: Record<SearchGroupName, { ranked: (slot: Slot) => SQL; page: (page: SQL) => SQL; fields: SQL }> = {
  forums: { ranked: forumsRanked, page: forumsPage, fields: sql`'id', g.id, 'title', g.title, 'description', g.description, 'highlight', g.highlight` },
  posts: { ranked: postsRanked, page: postsPage, fields: sql`'id', g.id, 'forumId', g.forum_id, 'title', g.title, 'content', g.content, 'highlight', g.highlight` },
  questions: {
    ranked: questionsRanked,
    page: questionsPage,
    fields: sql`'id', g.id, 'questionText', g.question_text, 'section', g.section, 'topic', g.topic, 'passage', g.passage, 'highlight', g.highlight`,
  },
};

/**
 * Every match of a group, counted without ranking: a one-group page ranks at most
 * `pageCandidates(offset + limit)` candidates per branch, but its total counts them all. A set
 * hit counts unless its first approved question is a hit itself (it is listed once).
 */
const totals: Record<SearchGroupName, SQL> = {
  forums: sql`(select count(*) from forums x where ${forumDocument} @@ ${q})`,
  posts: sql`(select count(*) from forum_posts x where ${postDocument} @@ ${q})`,
  questions: sql`((select count(*) from questions x where x.status = 'approved' and not ${heldNowSql(sql`x.id`)} and ${questionDocument} @@ ${q})
    + (select count(*) from question_sets s
      cross join lateral (select x.search_vector, x.stem_vector, x.taxonomy_vector from questions x where x.set_id = s.id and x.status = 'approved' and not ${heldNowSql(sql`x.id`)} order by x.id limit 1) as x
      where ${setDocument} @@ ${q} and not ${questionDocument} @@ ${q}))`,
};

/**
 * One row: `generation` (the `search` generation as the statement saw it: the answer is valid while it
 * stays), `groups` (a JSON object of the asked groups' hit arrays, as text) and `total` (the one
 * group's match count; 0 for the type-ahead).
 */
function searchSql(slot: Slot, only: SearchGroupName | null): SQL {
  const names = only ? [only] : (['forums', 'posts', 'questions'] as const);
  const ctes = names.map((name) => sql`, ${sql.raw(`${name}_ranked`)} as materialized (${groups[name].ranked(slot)})`);
  const parts = names.map(
    (name) =>
      sql`${sql.raw(`'${name}'`)}, coalesce((select json_agg(json_build_object(${groups[name].fields}) order by g.position) from (${groups[name].page(pageOf(`${name}_ranked`, slot))}) as g), '[]'::json)`,
  );
  return sql`with ${queryCte(slot)}${sql.join(ctes, sql``)}
    select (select generation::text from cache_generations where name = 'search') as generation,
      ${nextExclusiveCloseSql} as until,
      json_build_object(${sql.join(parts, sql`, `)})::text as groups,
      ${only ? totals[only] : sql`0`}::int as total`;
}

/** A search plan's tsquery texts, ready for the statement. */
export interface SearchQueryText {
  q: string;
  hq: string;
}

/** Rows per page and where the page starts; `group` null answers every group (the type-ahead, not paged). */
export interface SearchPage {
  group: SearchGroupName | null;
  limit: number;
  offset: number;
}

/**
 * Candidates per branch a one-group page ranks: at least 1,000, and always the whole page asked
 * for. A very common word ("what") matches most rows; ranking them all would cost hundreds of
 * milliseconds, and nobody pages that deep by hand.
 */
export const pageCandidates = (end: number) => Math.max(1000, end);

const paramsOf = (text: SearchQueryText, page: SearchPage): SearchParams => ({
  q: text.q,
  hq: text.hq,
  limit: page.limit,
  offset: page.group ? page.offset : 0,
  cap: page.group ? pageCandidates(page.offset + page.limit) : candidateCap(page.limit),
  all: page.group !== null,
});

/** The statement with its values in place, for the benchmark's EXPLAIN ANALYZE. */
export function searchStatement(text: SearchQueryText, page: SearchPage): SQL {
  const params = paramsOf(text, page);
  return searchSql((key) => params[key], page.group);
}

const statements = (['all', 'forums', 'posts', 'questions'] as const).map((name) => {
  const only = name === 'all' ? null : name;
  return [
    name,
    preparedPerDatabase((db) =>
      db
        .select({ groups: sql<string>`r.groups`, generation: sql<string | null>`r.generation`, until: sql<number | null>`r.until`, total: sql<number>`r.total` })
        .from(sql`(${searchSql((key) => sql.placeholder(key), only)}) as r`)
        .prepare(`search_${name}`),
    ),
  ] as const;
});
const prepared = Object.fromEntries(statements) as Record<'all' | SearchGroupName, (typeof statements)[number][1]>;

/**
 * The groups asked for as JSON object text, their total (one group), the generation they are valid
 * for, and until when (epoch ms: the next closing of an exclusive mock whose questions they leave
 * out; null: no time limit).
 */
export interface SearchRows {
  groups: string;
  total: number;
  generation: string | null;
  until: number | null;
}

/** Runs the search for `text`: every group (`page.group` null) or one group's page with its total. */
export async function searchRows(db: Queryable, text: SearchQueryText, page: SearchPage): Promise<SearchRows> {
  const [row] = await prepared[page.group ?? 'all'](db).execute(paramsOf(text, page));
  return {
    groups: row!.groups,
    total: Number(row!.total),
    generation: row!.generation === null ? null : String(row!.generation),
    until: row!.until === null ? null : Number(row!.until),
  };
}
