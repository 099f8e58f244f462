/** A one-line notice handed to the login page through navigation state (e.g. after registering). */
export interface LoginNoticeState {
  notice: string;
}

/** Navigation state for `navigate('/login', { state })`. */
export function loginNoticeState(notice: string): LoginNoticeState {
  return { notice };
}

/** The notice in a location's `state`, if it carries one. */
export function noticeOf(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string') return state.notice;
  return undefined;
}
