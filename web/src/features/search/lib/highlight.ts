/** Splitting text around a query's words, for <mark> highlighting. */

/** A run of text, `match` when it is one of the query's words. */
export interface TextRun {
  text: string;
  match: boolean;
}

/** At most this many distinct words are highlighted. */
const maxWords = 12;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The query's distinct words (case-insensitive), longest first so longer words win overlaps. */
export function queryWords(query: string): string[] {
  const seen = new Map<string, string>();
  for (const word of query.trim().split(/\s+/)) {
    if (word && !seen.has(word.toLowerCase())) seen.set(word.toLowerCase(), word);
  }
  return [...seen.values()].slice(0, maxWords).sort((a, b) => b.length - a.length);
}

/** A case-insensitive pattern matching any of the query's words, or undefined for an empty query. */
export function wordPattern(query: string): RegExp | undefined {
  const words = queryWords(query);
  return words.length ? new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi') : undefined;
}

/** `text` split into plain and matching runs; joining the runs' text gives back `text`. */
export function highlightRuns(text: string, query: string): TextRun[] {
  const pattern = wordPattern(query);
  if (!pattern) return [{ text, match: false }];
  // With one capturing group, split puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((run) => run.text !== '');
}
