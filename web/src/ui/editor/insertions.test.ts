import { describe, expect, it } from 'vitest';
import { applyEditToText, boldEdit, formulaEdit, imageEdit, tableEdit, tableSkeleton, type Edit } from './insertions.ts';

/** The text after `edit` and the selected part of it. */
function after(value: string, edit: Edit) {
  const text = applyEditToText(value, edit);
  return { text, selected: text.slice(edit.selectFrom, edit.selectTo), cursor: edit.selectFrom };
}

describe('boldEdit', () => {
  it('wraps the selection and keeps it selected', () => {
    const result = after('a word here', boldEdit('a word here', 2, 6));
    expect(result.text).toBe('a **word** here');
    expect(result.selected).toBe('word');
  });

  it('leaves whitespace at the selection ends outside the markers', () => {
    expect(after('a word here', boldEdit('a word here', 1, 7)).text).toBe('a **word** here');
  });

  it('inserts **** with the cursor inside when nothing is selected', () => {
    const result = after('ab', boldEdit('ab', 1, 1));
    expect(result.text).toBe('a****b');
    expect(result.cursor).toBe(3);
    expect(result.selected).toBe('');
  });

  it('unwraps a bold selection', () => {
    expect(after('x **y** z', boldEdit('x **y** z', 2, 7)).text).toBe('x y z');
  });
});

describe('tableEdit', () => {
  it('inserts a 3x2 GFM table as its own block and selects the first header', () => {
    const value = 'Intro';
    const result = after(value, tableEdit(value, 5, 5));
    expect(result.text).toBe(`Intro\n\n${tableSkeleton}\n`);
    expect(result.selected).toBe('Column 1');
    const lines = tableSkeleton.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]!.split('|').filter((cell) => cell.trim() !== '')).toHaveLength(3);
    expect(lines[1]).toBe('| --- | --- | --- |');
  });

  it('adds no blank lines that are already there', () => {
    expect(after('a\n\n\n\nb', tableEdit('a\n\n\n\nb', 3, 3)).text).toBe(`a\n\n${tableSkeleton}\n\nb`);
    expect(after('', tableEdit('', 0, 0)).text).toBe(`${tableSkeleton}\n`);
  });

  it('separates the table from text on both sides', () => {
    expect(after('ab', tableEdit('ab', 1, 1)).text).toBe(`a\n\n${tableSkeleton}\n\nb`);
  });
});

describe('formulaEdit', () => {
  it('inserts $ $ with the cursor inside', () => {
    const result = after('x = ', formulaEdit('x = ', 4, 4));
    expect(result.text).toBe('x = $ $');
    expect(result.cursor).toBe(5);
    expect(result.selected).toBe(' ');
  });

  it('wraps a selection in dollars', () => {
    const result = after('area a^2 here', formulaEdit('area a^2 here', 5, 8));
    expect(result.text).toBe('area $a^2$ here');
    expect(result.selected).toBe('a^2');
  });
});

describe('imageEdit', () => {
  it('replaces the selection with the image and puts the cursor after it', () => {
    const result = after('see X now', imageEdit('see X now', 4, 5, '/api/images/12'));
    expect(result.text).toBe('see ![image](/api/images/12) now');
    expect(result.cursor).toBe('see ![image](/api/images/12)'.length);
  });
});
