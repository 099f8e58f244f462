/** A one-line notice handed to the login page through navigation state (e.g. after registering). */
import { useLocation } from 'react-router';

export interface LoginNoticeState {
  notice: string;
}

/** Navigation state for `navigate('/login', { state })`. */
export function loginNoticeState(notice: string): LoginNoticeState {
  return { notice };
}

/** The notice passed to this page, if any. */
export function useLoginNotice(): string | undefined {
  const { state } = useLocation();
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string') {
    return state.notice;
  }
  return undefined;
}
