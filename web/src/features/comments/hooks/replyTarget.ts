/**
 * Which comment's reply form is open: one at a time across the whole thread (spec section 4
 * "Reply form"), so opening another closes the first.
 */
import { createContext, use, useMemo, useState } from 'react';

interface ReplyTarget {
  openId: number | null;
  setOpenId: (id: number | null) => void;
}

/** Provided once per thread by `useReplyTargetState`. */
export const ReplyTargetContext = createContext<ReplyTarget>({ openId: null, setOpenId: () => undefined });

/** The thread-wide state to provide through `ReplyTargetContext`. */
export function useReplyTargetState(): ReplyTarget {
  const [openId, setOpenId] = useState<number | null>(null);
  return useMemo(() => ({ openId, setOpenId }), [openId]);
}

/** Whether this comment's reply form is open, and opening (closing any other) or closing it. */
export function useReplyForm(commentId: number) {
  const { openId, setOpenId } = use(ReplyTargetContext);
  return {
    isOpen: openId === commentId,
    open: () => setOpenId(commentId),
    close: () => setOpenId(null),
  };
}
