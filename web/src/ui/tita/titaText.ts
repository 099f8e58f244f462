/**
 * What a TITA ("type in the answer") box accepts as it is typed (pure): digits, a minus sign and a
 * decimal point, the characters of CAT's on-screen keypad. Whether the whole text is a number
 * (common/answers.ts `decimalPattern`) is checked when the answer is saved or submitted.
 */
import { limits } from '@common/limits.ts';

/** The characters a TITA box takes. */
export const titaCharacters = /^[0-9.-]*$/;

/** Whether `text` holds only keypad characters and fits `limits.titaAnswerMax`. */
export const isTitaText = (text: string): boolean => text.length <= limits.titaAnswerMax && titaCharacters.test(text);

/** A key of the on-screen keypad: a character to append, or an editing action. */
export type TitaKey = { kind: 'char'; char: string } | { kind: 'backspace' } | { kind: 'clear' };

/** `text` after pressing `key`: a character is appended (unless the box is full), backspace drops the last one, clear empties it. */
export function pressTitaKey(text: string, key: TitaKey): string {
  if (key.kind === 'clear') return '';
  if (key.kind === 'backspace') return text.slice(0, -1);
  const next = text + key.char;
  return isTitaText(next) ? next : text;
}
