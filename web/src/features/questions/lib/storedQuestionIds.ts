/**
 * The last question list, kept for the browser session: its matching ids (so previous/next on
 * the detail page can move through it, spec section 2 "Question list") and its query string
 * (so the detail page can link back to it).
 */
const idsKey = 'questionIds';
const searchKey = 'questionListSearch';

export interface StoredQuestionList {
  /** Matching ids in list order. */
  ids: number[];
  /** The list's query string, e.g. "?category=1,2". */
  search: string;
}

/** Remembers the current list. */
export function saveQuestionList(list: StoredQuestionList): void {
  try {
    sessionStorage.setItem(idsKey, JSON.stringify(list.ids));
    sessionStorage.setItem(searchKey, list.search);
  } catch {
    /* storage full or blocked: previous/next then stays on the current question */
  }
}

/** The remembered list; empty when none is stored or the entry is unreadable. */
export function loadQuestionList(): StoredQuestionList {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(idsKey) ?? '[]');
    return {
      ids: Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [],
      search: sessionStorage.getItem(searchKey) ?? '',
    };
  } catch {
    return { ids: [], search: '' };
  }
}
