import { describe, expect, it } from 'vitest';
import { mentionAt, mentionEdit } from './mentions.ts';

describe('mentionAt', () => {
  it('finds the mention the caret ends', () => {
    expect(mentionAt('hi @as', 6)).toEqual({ start: 3, query: 'as' });
    expect(mentionAt('@a', 2)).toEqual({ start: 0, query: 'a' });
    expect(mentionAt('(@ravi', 6)).toEqual({ start: 1, query: 'ravi' });
  });
  it('ignores a bare @, an e-mail address and a finished word', () => {
    expect(mentionAt('hi @', 4)).toBeUndefined();
    expect(mentionAt('mail@asha', 9)).toBeUndefined();
    expect(mentionAt('@asha done', 10)).toBeUndefined();
  });
});

describe('mentionEdit', () => {
  it('completes the username and puts the caret after a space', () => {
    const value = 'hi @as and';
    const mention = mentionAt(value, 6)!;
    expect(mentionEdit(mention, 6, 'asha_r')).toEqual({ from: 3, to: 6, text: '@asha_r ', selectFrom: 11, selectTo: 11 });
  });
});
