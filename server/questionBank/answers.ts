/**
 * Answers on the server: judging them is shared with the web app (common/answers.ts, re-exported
 * here); decimals are stored canonical.
 */
import Big from 'big.js';

export { isTitaAnswerCorrect, type AnswerKey } from '@common/answers.ts';

/**
 * The canonical form of a decimal number written as "+7", "07.50", ".5" or "-0": "7", "7.5", "0.5",
 * "0" (how TITA correct answers are stored). Never in exponent notation ("0.00000001" stays so), as
 * the database's check on TITA answers requires plain digits.
 */
export function canonicalDecimal(value: string): string {
  return new Big(value.startsWith('+') ? value.slice(1) : value).toFixed();
}
