/**
 * From what the user typed to the search's match rules: word tokens, then a plan per word (prefix,
 * English stems, dictionary expansions, spelling corrections, stop word), then the tsquery texts
 * the statement runs. User text never reaches `to_tsquery` as such: every lexeme is a token of
 * letters, marks and digits (quotes and backslashes removed in any case) in single quotes.
 */
import { expansionsOf, isDictionaryWord, isExtraStopWord } from './dictionary.ts';
import { allowedEdits, editDistance } from './editDistance.ts';

/** At most this many words of a query are searched (the rest are ignored). */
export const maxTerms = 8;
/** Words are cut to this many characters (code points). */
export const maxTermLength = 32;
/** At most this many spelling corrections are searched per word. */
export const maxCorrections = 3;

const tokenPattern = /[\p{L}\p{M}\p{N}]+(?:&[\p{L}\p{M}\p{N}]+)*/gu;

/**
 * The search terms of `query`: runs of Unicode letters, marks and digits, lower-cased, cut to
 * `maxTermLength` code points, without duplicates, at most `maxTerms` of them. Letters joined by
 * `&` stay one word when the dictionary knows it ("p&l"), else they are separate words.
 * Everything else (spaces, punctuation, tsquery operators such as `|!:*()`, quotes, emoji) only
 * separates words.
 */
export function tokenize(query: string): string[] {
  const terms: string[] = [];
  for (const match of query.normalize('NFC').toLowerCase().matchAll(tokenPattern)) {
    const words = match[0].includes('&') && !isDictionaryWord(match[0]) ? match[0].split('&') : [match[0]];
    for (const word of words) {
      const term = Array.from(word).slice(0, maxTermLength).join('');
      if (!terms.includes(term)) terms.push(term);
      if (terms.length === maxTerms) return terms;
    }
  }
  return terms;
}

/** What the database says about one word (search.repo `analyseWords`). */
export interface WordFacts {
  /** The word unaccented and lower-cased, as the index has it. */
  norm: string;
  /** Its English stems (empty for an English stop word). */
  stems: string[];
  /** True when an indexed word starts with the word or one of its stems. */
  known: boolean;
  /** Indexed words that look like it (pg_trgm), best first; empty unless asked for and unknown. */
  candidates: string[];
}

/** How one query word is matched. */
export interface TermPlan {
  token: string;
  norm: string;
  stems: string[];
  /** Ignored: a stop word in a query that has other words. */
  stop: boolean;
  /** Dictionary expansions (each a list of words, all required), empty when none. */
  expansions: { norm: string; stems: string[] }[][];
  /** Spelling corrections within the allowed edits, best first (empty when the word is known). */
  corrections: string[];
}

/** The words the database must describe for `tokens`: the tokens, then every dictionary expansion word. */
export function wordsToAnalyse(tokens: string[]): { words: string[]; correctable: boolean[] } {
  const words = [...tokens];
  const correctable = tokens.map((token) => !isDictionaryWord(token) && allowedEdits(Array.from(token).length) > 0 && !/\p{N}/u.test(token));
  for (const token of tokens) {
    for (const phrase of expansionsOf(token) ?? []) {
      for (const word of phrase) {
        if (!words.includes(word)) {
          words.push(word);
          correctable.push(false);
        }
      }
    }
  }
  return { words, correctable };
}

/** Plans every token from the database's facts (`facts[i]` describes `wordsToAnalyse(tokens).words[i]`). */
export function planTerms(tokens: string[], facts: WordFacts[]): TermPlan[] {
  const { words } = wordsToAnalyse(tokens);
  const factsOf = (word: string) => facts[words.indexOf(word)]!;
  const plans = tokens.map((token): TermPlan => {
    const fact = factsOf(token);
    const expansions = (expansionsOf(token) ?? []).map((phrase) => phrase.map((word) => ({ norm: factsOf(word).norm, stems: factsOf(word).stems })));
    const limit = allowedEdits(Array.from(fact.norm).length);
    const corrections =
      fact.known || expansions.length > 0
        ? []
        : fact.candidates
            .map((word, order) => ({ word, order, distance: editDistance(fact.norm, word) }))
            .filter((c) => c.distance <= limit && c.word !== fact.norm)
            .sort((a, b) => a.distance - b.distance || a.order - b.order)
            .slice(0, maxCorrections)
            .map((c) => c.word);
    const stopWord = expansions.length === 0 && ((fact.stems.length === 0 && !/\p{N}/u.test(fact.norm)) || isExtraStopWord(fact.norm));
    // A dictionary key matches as typed ("p&l" would stem to "p" and "l"), or through its expansions.
    return { token, norm: fact.norm, stems: expansions.length > 0 ? [] : fact.stems, stop: stopWord, expansions, corrections };
  });
  // Stop words are ignored, never required; a query of stop words only searches them as words.
  if (plans.every((plan) => plan.stop)) for (const plan of plans) plan.stop = false;
  return plans.filter((plan) => plan.norm !== '');
}

/** A quoted tsquery lexeme (quotes and backslashes removed), with `:*` for a prefix match. */
function lexeme(word: string, prefix: boolean): string | null {
  const clean = word.replace(/['\\]/g, '');
  return clean === '' ? null : `'${clean}'${prefix ? ':*' : ''}`;
}

const any = (parts: (string | null)[]) => {
  const kept = [...new Set(parts.filter((part): part is string => part !== null))];
  return kept.length === 0 ? null : `(${kept.join(' | ')})`;
};

/**
 * The `simple` tsquery text of the plan: per word that is not a stop word, any of: the word as a
 * prefix (exactly, for a dictionary key), its stems, its corrections as prefixes, or one of its
 * expansions (every expansion word by prefix or stem); all words required. Null when nothing is left.
 */
export function matchQuery(plans: TermPlan[]): string | null {
  const groups = plans
    .filter((plan) => !plan.stop)
    .map((plan) =>
      any([
        lexeme(plan.norm, plan.expansions.length === 0),
        ...plan.stems.map((stem) => lexeme(stem, false)),
        ...plan.corrections.map((word) => lexeme(word, true)),
        ...plan.expansions.map((phrase) => {
          const parts = phrase.map((word) => any([lexeme(word.norm, true), ...word.stems.map((stem) => lexeme(stem, false))]));
          return parts.some((part) => part === null) ? null : `(${parts.join(' & ')})`;
        }),
      ]),
    )
    .filter((group): group is string => group !== null);
  return groups.length === 0 ? null : groups.join(' & ');
}

/** The tsquery text `ts_headline` marks with: every matching form of every word, as a prefix, any of them. */
export function headlineQuery(plans: TermPlan[]): string | null {
  const words = plans
    .filter((plan) => !plan.stop)
    .flatMap((plan) => [plan.norm, ...plan.stems, ...plan.corrections, ...plan.expansions.flat().flatMap((word) => [word.norm, ...word.stems])]);
  return any(words.map((word) => lexeme(word, true)));
}

/** The query with each corrected word replaced by its best correction, or null when nothing was corrected. */
export function didYouMean(plans: TermPlan[], tokens: string[]): string | null {
  if (!plans.some((plan) => plan.corrections.length > 0)) return null;
  return tokens.map((token) => plans.find((plan) => plan.token === token)?.corrections[0] ?? token).join(' ');
}
