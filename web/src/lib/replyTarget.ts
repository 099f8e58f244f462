/**
 * Which entry's reply form is open in a discussion (a question's comments, a post's replies): one
 * at a time across the whole thread (spec section 4 "Reply form"), so opening another closes the
 * first. Closing from the form gives the focus back to the entry's Reply button.
 */
import { createContext, use, useMemo, useRef, useState } from 'react';

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

/**
 * Whether entry `id`'s reply form is open; `toggle` opens it (closing any other) or closes it,
 * `close` closes it and focuses the button holding `buttonRef` (the entry's Reply button).
 */
export function useReplyForm(id: number) {
  const { openId, setOpenId } = use(ReplyTargetContext);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOpen = openId === id;
  return {
    isOpen,
    buttonRef,
    toggle: () => setOpenId(isOpen ? null : id),
    close: () => {
      setOpenId(null);
      buttonRef.current?.focus();
    },
  };
}
