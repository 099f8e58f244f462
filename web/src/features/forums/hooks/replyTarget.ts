/**
 * Which reply's reply form is open: one at a time across the whole post (spec section 4
 * "Reply form"), so opening another closes the first.
 */
import { createContext, use, useMemo, useState } from 'react';

interface ReplyTarget {
  openId: number | null;
  setOpenId: (id: number | null) => void;
}

/** Provided once per post by `useReplyTargetState`. */
export const ReplyTargetContext = createContext<ReplyTarget>({ openId: null, setOpenId: () => undefined });

/** The post-wide state to provide through `ReplyTargetContext`. */
export function useReplyTargetState(): ReplyTarget {
  const [openId, setOpenId] = useState<number | null>(null);
  return useMemo(() => ({ openId, setOpenId }), [openId]);
}

/** Whether this reply's form is open, and opening it (closing any other) or closing it. */
export function useReplyForm(replyId: number) {
  const { openId, setOpenId } = use(ReplyTargetContext);
  return {
    isOpen: openId === replyId,
    open: () => setOpenId(replyId),
    close: () => setOpenId(null),
  };
}
