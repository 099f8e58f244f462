import { describe, expect, it } from 'vitest';
import { wrapLabel } from './wrapLabel.ts';

describe('wrapLabel', () => {
  it('keeps a short name on one line', () => {
    expect(wrapLabel('Quantitative Aptitude', 22, 2)).toEqual(['Quantitative Aptitude']);
  });
  it('breaks at spaces into lines that fit', () => {
    expect(wrapLabel('Data Interpretation & Logical Reasoning', 22, 2)).toEqual(['Data Interpretation &', 'Logical Reasoning']);
    expect(wrapLabel('Verbal Ability & Reading Comprehension', 22, 2)).toEqual(['Verbal Ability &', 'Reading Comprehension']);
  });
  it('ends the last line with an ellipsis when the name is longer', () => {
    expect(wrapLabel('Data Interpretation & Logical Reasoning', 14, 2)).toEqual(['Data', 'Interpretatio…']);
    expect(wrapLabel('one two three four five six', 7, 2)).toEqual(['one two', 'three…']);
    expect(wrapLabel('Arrangements and Seating', 14, 1)).toEqual(['Arrangements…']);
  });
  it('cuts a word longer than a line', () => {
    expect(wrapLabel('Supercalifragilistic', 10, 2)).toEqual(['Supercali…']);
  });
});
