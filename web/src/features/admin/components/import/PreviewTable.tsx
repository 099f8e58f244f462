import type { ImportRow } from '@common/api/imports.ts';
import { limits } from '@common/limits.ts';

/** The row fields in the spec's column order (spec section 9), matching `limits.importColumns`. */
const fields = ['category', 'topic', 'source', 'questionText', 'optionA', 'optionB', 'optionC', 'optionD', 'correctAnswer'] as const;

/**
 * One page of preview rows in the spec's column order, each headed by its row number in the file.
 * A row with problems is highlighted and followed by a line listing them. The table scrolls
 * sideways inside its own focusable region, so it works on a phone and from the keyboard.
 */
export function PreviewTable({ rows, caption }: { rows: readonly ImportRow[]; caption: string }) {
  return (
    <div className="import-table" role="region" aria-label="Preview of the file's rows" tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {limits.importColumns.map((column) => (
              <th key={column} scope="col" className={column === 'Question Text' ? 'import-table__wide' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => {
          const invalid = row.errors.length > 0;
          return (
            <tbody
              key={row.rowNumber}
              className={invalid ? 'import-row import-row--invalid' : 'import-row'}
              data-testid="import-row"
              data-row-number={row.rowNumber}
              data-invalid={invalid || undefined}
            >
              <tr>
                <th scope="row" className="import-row__number">
                  {row.rowNumber}
                  {invalid && <span className="visually-hidden"> (has problems)</span>}
                </th>
                {fields.map((field) => (
                  <td key={field} className={field === 'questionText' ? 'import-table__wide' : undefined}>
                    {row[field] || (
                      <span className="import-row__blank" aria-label="empty">
                        —
                      </span>
                    )}
                  </td>
                ))}
              </tr>
              {invalid && (
                <tr className="import-row__problems">
                  <td colSpan={fields.length + 1}>
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
      </table>
    </div>
  );
}
