import { describe, expect, it } from 'vitest';
import { limits } from '@common/limits.ts';
import { isTitaText, pressTitaKey } from './titaText.ts';

describe('TITA text', () => {
  it('takes digits, minus and the decimal point only', () => {
    expect(isTitaText('-12.5')).toBe(true);
    expect(isTitaText('')).toBe(true);
    expect(isTitaText('12a')).toBe(false);
    expect(isTitaText('1e5')).toBe(false);
    expect(isTitaText(' 1')).toBe(false);
    expect(isTitaText('1'.repeat(limits.titaAnswerMax + 1))).toBe(false);
  });

  it('applies keypad keys', () => {
    expect(pressTitaKey('1', { kind: 'char', char: '2' })).toBe('12');
    expect(pressTitaKey('', { kind: 'char', char: '-' })).toBe('-');
    expect(pressTitaKey('12', { kind: 'backspace' })).toBe('1');
    expect(pressTitaKey('', { kind: 'backspace' })).toBe('');
    expect(pressTitaKey('12.5', { kind: 'clear' })).toBe('');
    const full = '9'.repeat(limits.titaAnswerMax);
    expect(pressTitaKey(full, { kind: 'char', char: '1' })).toBe(full);
  });
});
