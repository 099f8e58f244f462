import { Fragment, useState, type ReactNode } from 'react';
import type { ImportPreviewRow, ImportRow } from '@common/api/imports.ts';
import { RichText } from '../../../../ui/RichText.tsx';
import { createsLabels, excerpt, previewSetRuns } from './previewRows.ts';

/** Longest text shown in a cell before it is cut (the whole text is in the cell's title). */
const excerptLength = 90;

interface Column {
  header: string;
  className?: string;
  cell: (row: ImportRow) => ReactNode;
}

const blank = (
  <span className="import-row__blank" aria-label="empty">
    —
  </span>
);

/** Text, cut to an excerpt when long (the whole text stays readable as the cell's tooltip). */
function Text({ value, max = excerptLength }: { value: string; max?: number }) {
  if (value === '') return blank;
  const short = excerpt(value, max);
  return short === value ? <>{value}</> : <span title={value}>{short}</span>;
}

/**
 * The preview's columns. The short ones that decide how a row is judged (type, correct answer,
 * tolerance) come first, so Correct Answer is in view on a laptop without scrolling sideways;
 * long texts are cut to excerpts.
 */
const columns: Column[] = [
  { header: 'Type', cell: (row) => <span className={`import-type import-type--${row.questionType === 'TITA' ? 'tita' : 'mcq'}`}>{row.questionType || 'MCQ'}</span> },
  { header: 'Correct Answer', className: 'import-table__answer', cell: (row) => <Text value={row.correctAnswer} /> },
  { header: 'Tolerance', cell: (row) => <Text value={row.answerTolerance} /> },
  { header: 'Question Text', className: 'import-table__wide', cell: (row) => <Text value={row.questionText} max={160} /> },
  { header: 'Option A', cell: (row) => <Text value={row.optionA} max={40} /> },
  { header: 'Option B', cell: (row) => <Text value={row.optionB} max={40} /> },
  { header: 'Option C', cell: (row) => <Text value={row.optionC} max={40} /> },
  { header: 'Option D', cell: (row) => <Text value={row.optionD} max={40} /> },
  { header: 'Set Title', cell: (row) => <Text value={row.setTitle} max={40} /> },
  { header: 'Category', cell: (row) => <Text value={row.category} max={40} /> },
  { header: 'Topic', cell: (row) => <Text value={row.topic} max={40} /> },
  { header: 'Source', cell: (row) => <Text value={row.source} max={40} /> },
  { header: 'Explanation', className: 'import-table__medium', cell: (row) => <Text value={row.explanation} max={60} /> },
];

/** A row's texts as students will see them (formulas, tables, images), shown when the row is opened. */
function RowDetails({ row }: { row: ImportRow }) {
  const parts: [string, string][] = [
    ['Set Text', row.setText],
    ['Question Text', row.questionText],
    ['Option A', row.optionA],
    ['Option B', row.optionB],
    ['Option C', row.optionC],
    ['Option D', row.optionD],
    ['Explanation', row.explanation],
  ];
  return (
    <dl className="import-row__details" data-testid="import-row-details">
      {parts
        .filter(([, text]) => text.trim() !== '')
        .map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <RichText text={text} />
            </dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * One page of preview rows, each headed by its row number in the file and a button that opens the
 * row: its texts rendered as students will see them (RichText: formulas and tables). The rows of a
 * question set that follow each other are grouped under a line naming the set (with an excerpt of
 * its text) and marked at their left edge. A row with problems is highlighted and followed by a
 * line listing them; a row that would create a category, topic or source is followed by badges
 * naming them ("New category: Astrology", contract 8.6). The table scrolls sideways inside its own
 * focusable region, so it works on a phone and from the keyboard.
 */
export function PreviewTable({ rows, caption }: { rows: readonly ImportPreviewRow[]; caption: string }) {
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (rowNumber: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(rowNumber)) next.add(rowNumber);
      return next;
    });
  return (
    <div className="import-table" role="region" aria-label="Preview of the file's rows" tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {previewSetRuns(rows).map((run) => (
          <Fragment key={run.rows[0]!.rowNumber}>
            {run.setTitle !== null && (
              <tbody className="import-set" data-testid="import-set">
                <tr>
                  <th colSpan={columns.length + 1} scope="rowgroup">
                    <span className="import-set__label">Set</span> {excerpt(run.setTitle, 80)}{' '}
                    <span className="import-set__count">
                      (rows {run.rows[0]!.rowNumber}–{run.rows.at(-1)!.rowNumber})
                    </span>
                    {run.setText !== '' && <span className="import-set__text">{excerpt(run.setText, 140)}</span>}
                  </th>
                </tr>
              </tbody>
            )}
            {run.rows.map((row) => {
              const invalid = row.errors.length > 0;
              const creates = createsLabels(row);
              const open = opened.has(row.rowNumber);
              const classes = ['import-row', invalid && 'import-row--invalid', run.setTitle !== null && 'import-row--in-set'].filter(Boolean).join(' ');
              return (
                <tbody
                  key={row.rowNumber}
                  className={classes}
                  data-testid="import-row"
                  data-row-number={row.rowNumber}
                  data-invalid={invalid || undefined}
                  data-creates={row.creates.length > 0 ? row.creates.join(' ') : undefined}
                  data-set={run.setTitle ?? undefined}
                >
                  <tr>
                    <th scope="row" className="import-row__number">
                      <button
                        type="button"
                        className="import-row__toggle"
                        aria-expanded={open}
                        aria-label={`${open ? 'Close' : 'Open'} row ${row.rowNumber}`}
                        onClick={() => toggle(row.rowNumber)}
                      >
                        <span aria-hidden="true">{open ? '▾' : '▸'}</span> {row.rowNumber}
                      </button>
                      {invalid && <span className="visually-hidden"> (has problems)</span>}
                    </th>
                    {columns.map((column) => (
                      <td key={column.header} className={column.className}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                  {creates.length > 0 && (
                    <tr className="import-row__creates">
                      <td colSpan={columns.length + 1}>
                        <div className="import-row__creates-text" data-testid="import-row-creates">
                          {creates.map((label) => (
                            <span key={label} className="import-badge">
                              {label}
                            </span>
                          ))}
                        </div>
                      </td>
                    </tr>
                  )}
                  {open && (
                    <tr className="import-row__open">
                      <td colSpan={columns.length + 1}>
                        <RowDetails row={row} />
                      </td>
                    </tr>
                  )}
                  {invalid && (
                    <tr className="import-row__problems">
                      <td colSpan={columns.length + 1}>
                        <div className="import-row__problems-text" data-testid="import-row-problems">
                          <strong>Row {row.rowNumber} is not imported:</strong>
                          <ul>
                            {row.errors.map((error) => (
                              <li key={error}>{error}</li>
                            ))}
                          </ul>
                        </div>
                      </td>
                    </tr>
                  )}
                </tbody>
              );
            })}
          </Fragment>
        ))}
      </table>
    </div>
  );
}
