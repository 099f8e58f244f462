/**
 * What the editor's toolbar and image uploads insert, as pure functions of the text and the
 * selection: each returns an `Edit` (replace `from`..`to` with `text`, then select
 * `selectFrom`..`selectTo`, all offsets in the text after the edit). No DOM: unit-tested in
 * insertions.test.ts and applied to the textarea by textareaEdit.ts.
 */

/** One replacement in the text and the selection that follows it. */
export interface Edit {
  from: number;
  to: number;
  text: string;
  selectFrom: number;
  selectTo: number;
}

/**
 * Bold: wraps the selection in `**`, leaving whitespace at its ends outside the markers (which
 * CommonMark requires); a selection already wrapped in `**` is unwrapped; with nothing selected,
 * inserts `****` with the cursor between the pairs.
 */
export function boldEdit(value: string, start: number, end: number): Edit {
  const selected = value.slice(start, end);
  if (selected.length >= 4 && selected.startsWith('**') && selected.endsWith('**')) {
    const inner = selected.slice(2, -2);
    return { from: start, to: end, text: inner, selectFrom: start, selectTo: start + inner.length };
  }
  const leading = /^\s*/.exec(selected)![0];
  const trailing = selected.trim() === '' ? '' : /\s*$/.exec(selected)![0];
  const core = selected.slice(leading.length, selected.length - trailing.length);
  if (core === '') {
    const at = start + selected.length;
    return { from: at, to: at, text: '****', selectFrom: at + 2, selectTo: at + 2 };
  }
  const from = start + leading.length;
  return { from, to: from + core.length, text: `**${core}**`, selectFrom: from + 2, selectTo: from + 2 + core.length };
}

/** The GFM table the Table button inserts: three columns, a header and two body rows. */
export const tableSkeleton = ['| Column 1 | Column 2 | Column 3 |', '| --- | --- | --- |', '|  |  |  |', '|  |  |  |'].join('\n');

/** The line breaks that put a block on its own, blank-line separated, between `before` and `after`. */
function blockPadding(before: string, after: string): { lead: string; tail: string } {
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail = after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { lead, tail };
}

/**
 * Table: replaces the selection with `tableSkeleton` as a block of its own (blank lines added
 * around it where needed) and selects "Column 1", ready to be typed over.
 */
export function tableEdit(value: string, start: number, end: number): Edit {
  const { lead, tail } = blockPadding(value.slice(0, start), value.slice(end));
  const header = start + lead.length + 2;
  return { from: start, to: end, text: `${lead}${tableSkeleton}${tail}`, selectFrom: header, selectTo: header + 'Column 1'.length };
}

/**
 * Formula: wraps the selection in `$...$` (inline TeX) and keeps it selected; with nothing
 * selected, inserts `$ $` and selects the space, so typing replaces it inside the dollars.
 */
export function formulaEdit(value: string, start: number, end: number): Edit {
  const selected = value.slice(start, end);
  if (selected.trim() === '') return { from: start, to: end, text: '$ $', selectFrom: start + 1, selectTo: start + 2 };
  return { from: start, to: end, text: `$${selected}$`, selectFrom: start + 1, selectTo: start + 1 + selected.length };
}

/** Image: replaces the selection with `![alt](url)` and puts the cursor after it. */
export function imageEdit(_value: string, start: number, end: number, url: string, alt = 'image'): Edit {
  const text = `![${alt}](${url})`;
  return { from: start, to: end, text, selectFrom: start + text.length, selectTo: start + text.length };
}

/** `edit` applied to `value` (what the textarea holds afterwards). */
export function applyEditToText(value: string, edit: Edit): string {
  return value.slice(0, edit.from) + edit.text + value.slice(edit.to);
}
