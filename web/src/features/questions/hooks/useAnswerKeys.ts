/** Keyboard answering: A-D or 1-4 pick an option while answering is allowed. */
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

/**
 * Calls `onAnswer` with the option of a pressed A/B/C/D or 1/2/3/4 key while `enabled`;
 * ignores keys typed into form fields and those held with Ctrl, Alt or Meta.
 */
export function useAnswerKeys(enabled: boolean, onAnswer: (option: AnswerOption) => void): void {
  const answer = useEffectEvent(onAnswer);
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return;
      const option = optionForKey(event.key);
      if (!option) return;
      event.preventDefault();
      answer(option);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
