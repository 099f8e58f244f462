import { describe, expect, it } from 'vitest';
import { calculatorErrors, formatNumber, initialCalculator, keyFromKeyboard, press, pressAll, type CalculatorKey } from './calculator.ts';
import Big from 'big.js';

/** Keys from a string: digits, `.`, + - * /, `=`, `n` (±), `%`, `r` (√), `i` (1/x), `<` (backspace), `C`, `E` (CE). */
function keys(text: string): CalculatorKey[] {
  return [...text].map((char): CalculatorKey => {
    if (/\d/.test(char)) return { kind: 'digit', digit: char };
    switch (char) {
      case '.':
        return { kind: 'point' };
      case '+':
      case '-':
      case '*':
      case '/':
        return { kind: 'operator', operator: char };
      case '=':
        return { kind: 'equals' };
      case 'n':
        return { kind: 'negate' };
      case '%':
        return { kind: 'percent' };
      case 'r':
        return { kind: 'sqrt' };
      case 'i':
        return { kind: 'reciprocal' };
      case '<':
        return { kind: 'backspace' };
      case 'C':
        return { kind: 'clear' };
      case 'E':
        return { kind: 'clearEntry' };
      default:
        throw new Error(char);
    }
  });
}
const show = (text: string) => pressAll(keys(text)).display;

describe('calculator', () => {
  it('adds decimals exactly', () => {
    expect(show('.1+.2=')).toBe('0.3');
    expect(show('1.1*3=')).toBe('3.3');
  });
  it('evaluates left to right and chains operators', () => {
    expect(show('2+3*4=')).toBe('20');
    expect(show('2+3*')).toBe('5');
    expect(show('10-4-3=')).toBe('3');
    expect(show('9/4=')).toBe('2.25');
  });
  it('repeats the last operation on =', () => {
    expect(show('2+3==')).toBe('8');
  });
  it('replaces an operator pressed twice', () => {
    expect(show('6+*2=')).toBe('12');
  });
  it('divides to 12 places and rounds the display', () => {
    expect(show('1/3=')).toBe('0.333333333333');
    expect(show('2/3=')).toBe('0.666666666667');
    expect(show('22/7=')).toBe('3.142857142857');
  });
  it('shows an error for division by zero and for √ of a negative, until C', () => {
    const zero = pressAll(keys('5/0='));
    expect(zero.display).toBe(calculatorErrors.divideByZero);
    expect(zero.error).toBe(true);
    expect(press(zero, { kind: 'operator', operator: '+' }).display).toBe(calculatorErrors.divideByZero);
    expect(pressAll(keys('C7+1='), zero).display).toBe('8');
    expect(show('9nr')).toBe(calculatorErrors.invalid);
    expect(show('0i')).toBe(calculatorErrors.divideByZero);
  });
  it('has ±, %, √ and 1/x', () => {
    expect(show('5n')).toBe('-5');
    expect(show('5nn')).toBe('5');
    expect(show('3n+5=')).toBe('2');
    expect(show('50%')).toBe('0.5');
    expect(show('200+10%=')).toBe('220');
    expect(show('200*10%=')).toBe('20');
    expect(show('2r')).toBe('1.414213562373');
    expect(show('144r')).toBe('12');
    expect(show('4i')).toBe('0.25');
  });
  it('edits the entry: backspace, CE, one point only, a leading zero replaced', () => {
    expect(show('123<')).toBe('12');
    expect(show('1<')).toBe('0');
    expect(show('1.2.3')).toBe('1.23');
    expect(show('007')).toBe('7');
    expect(show('.5')).toBe('0.5');
    expect(show('8+5E2=')).toBe('10');
    expect(show('12+3=<')).toBe('15');
  });
  it('keeps memory across C: MS, M+, M−, MR, MC', () => {
    let state = pressAll([...keys('5'), { kind: 'memory', action: 'MS' }, ...keys('3'), { kind: 'memory', action: 'M+' }, ...keys('C')]);
    expect(state.memory).toBe('8');
    expect(state.display).toBe('0');
    state = pressAll([...keys('2'), { kind: 'memory', action: 'M-' }, { kind: 'memory', action: 'MR' }], state);
    expect(state.display).toBe('6');
    state = pressAll([...keys('*2='), { kind: 'memory', action: 'MC' }, { kind: 'memory', action: 'MR' }], state);
    expect(state.display).toBe('0');
  });
  it('limits an entry to 14 digits and formats huge and tiny results', () => {
    expect(show('123456789012345678')).toBe('12345678901234');
    expect(formatNumber(new Big('123456789012345678'))).toMatch(/^1\.2345678\d*e17$/);
    expect(formatNumber(new Big('0.5000'))).toBe('0.5');
    expect(initialCalculator.display).toBe('0');
  });
  it('maps keyboard keys', () => {
    expect(keyFromKeyboard('7')).toEqual({ kind: 'digit', digit: '7' });
    expect(keyFromKeyboard('*')).toEqual({ kind: 'operator', operator: '*' });
    expect(keyFromKeyboard('Enter')).toEqual({ kind: 'equals' });
    expect(keyFromKeyboard('Backspace')).toEqual({ kind: 'backspace' });
    expect(keyFromKeyboard('Delete')).toEqual({ kind: 'clearEntry' });
    expect(keyFromKeyboard('Escape')).toBeUndefined();
    expect(keyFromKeyboard('q')).toBeUndefined();
  });
});
