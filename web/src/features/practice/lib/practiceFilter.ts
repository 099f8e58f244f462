/**
 * The practice page's filter as it travels in its URL: `?category=ID&topic=ID&source=ID`, each
 * optional (practice/next takes the question bank's filter, the category optional: docs/contract.md 8.3).
 */
export interface PracticeFilter {
  category: number | null;
  topic: number | null;
  /** A source (a paper or a book, e.g. "CAT 2019 Slot 1"); absent or null: every source. */
  source?: number | null;
}

/** A positive whole id, else null. */
function parseId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/** Reads the filter from a query string; anything that is not an id is ignored. */
export function readPracticeFilter(params: URLSearchParams): PracticeFilter {
  return { category: parseId(params.get('category')), topic: parseId(params.get('topic')), source: parseId(params.get('source')) };
}

/** "/practice?category=1&topic=5&source=3", "/practice" without a filter. */
export function practiceLink(filter: PracticeFilter): string {
  const parts = [
    filter.category === null ? null : `category=${filter.category}`,
    filter.topic === null ? null : `topic=${filter.topic}`,
    filter.source == null ? null : `source=${filter.source}`,
  ].filter(Boolean);
  return parts.length > 0 ? `/practice?${parts.join('&')}` : '/practice';
}
