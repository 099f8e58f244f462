/** Keyboard answering: A-D or 1-4 select an option, Enter submits the selected one. */
import { useEffect, useEffectEvent } from 'react';
import { limits, type AnswerOption } from '@common/limits.ts';

function optionForKey(key: string): AnswerOption | undefined {
  const letter = key.toUpperCase();
  const byDigit = /^[1-9]$/.test(key) ? limits.answerOptions[Number(key) - 1] : undefined;
  return byDigit ?? limits.answerOptions.find((option) => option === letter);
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Whether Enter on `target` already does something of its own (a button, a link, a form field). */
function handlesEnter(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (isTyping(target) || target.closest('button, a[href], summary, [role="button"], [role="radio"]') !== null);
}

/**
 * While `enabled`: a pressed A/B/C/D or 1/2/3/4 key calls `onSelect` with its option (selecting,
 * never submitting), and Enter calls `onSubmit` — unless it was pressed on a control that
 * handles Enter itself (a focused option submits through its own key handler, AnswerOptions). Keys typed into
 * form fields and those held with Ctrl, Alt or Meta are ignored.
 */
export function useAnswerKeys(enabled: boolean, onSelect: (option: AnswerOption) => void, onSubmit: () => void): void {
  const select = useEffectEvent(onSelect);
  const submit = useEffectEvent(onSubmit);
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.key === 'Enter') {
        if (handlesEnter(event.target)) return;
        event.preventDefault();
        submit();
        return;
      }
      if (isTyping(event.target)) return;
      const option = optionForKey(event.key);
      if (!option) return;
      event.preventDefault();
      select(option);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
