/**
 * The marks around a matched word in search hits' `SearchHighlight` texts (common/api/search.ts),
 * as PostgreSQL's `ts_headline` writes them. Kept apart from the zod schemas so the web shell's
 * search box can use them without loading zod.
 */

/** Starts a matched word in `SearchHighlight` texts. */
export const highlightStart = '\u0002';
/** Ends a matched word in `SearchHighlight` texts. */
export const highlightStop = '\u0003';
