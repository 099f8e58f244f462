import { useLocation } from 'react-router';
import { noticeOf } from '../lib/loginNotice.ts';

/** The notice passed to this page through navigation state (see `loginNoticeState`), if any. */
export function useLoginNotice(): string | undefined {
  return noticeOf(useLocation().state);
}
