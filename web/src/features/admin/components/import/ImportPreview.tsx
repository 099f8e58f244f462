import { useMemo, useRef, useState } from 'react';
import type { ImportPreviewRow } from '@common/api/imports.ts';
import { PreviewPager } from './PreviewPager.tsx';
import { PreviewTable } from './PreviewTable.tsx';
import { formatCount, rowsText } from './importFile.ts';
import type { NewNames } from './previewRows.ts';
import { newNamesText } from './previewRows.ts';

/** Rows rendered at once: a 100,000-row file still renders only this many table rows. */
export const previewPageSize = 100;

interface ImportPreviewProps {
  fileName: string;
  rows: readonly ImportPreviewRow[];
  /** The categories, topics and sources the import would create (previewRows.ts `newNames`). */
  created: NewNames;
}

/**
 * The preview of a parsed file: a summary line with the counts, a line naming the categories,
 * topics and sources the import would create (contract 8.6), a "rows with problems only" filter,
 * and the rows one page at a time.
 */
export function ImportPreview({ fileName, rows, created }: ImportPreviewProps) {
  const createdText = newNamesText(created);
  const invalidRows = useMemo(() => rows.filter((row) => row.errors.length > 0), [rows]);
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [page, setPage] = useState(0);
  const topRef = useRef<HTMLDivElement>(null);
  const shown = problemsOnly ? invalidRows : rows;
  const pageRows = shown.slice(page * previewPageSize, (page + 1) * previewPageSize);

  if (rows.length === 0) {
    return (
      <div className="empty card" role="status">
        <p>
          <strong>{fileName}</strong> has no question rows. Fill in the template below the header row and choose the file
          again.
        </p>
      </div>
    );
  }

  return (
    <div className="import-preview" ref={topRef}>
      <p className="import-preview__summary" data-testid="import-summary">
        {rowsText(rows.length)}, {formatCount(invalidRows.length)} with problems — only valid rows are imported
      </p>
      {createdText && (
        <p className="import-preview__creates" data-testid="import-creates-summary">
          <strong>Importing creates {createdText}.</strong> Students will see them in their filters.
        </p>
      )}
      <label className="import-preview__filter">
        <input
          type="checkbox"
          checked={problemsOnly}
          disabled={invalidRows.length === 0}
          onChange={(event) => {
            setProblemsOnly(event.currentTarget.checked);
            setPage(0);
          }}
        />
        Show rows with problems only ({formatCount(invalidRows.length)})
      </label>
      <PreviewTable rows={pageRows} caption={`Rows of ${fileName}${problemsOnly ? ' with problems' : ''}`} />
      <PreviewPager
        page={page}
        pageSize={previewPageSize}
        total={shown.length}
        onPage={(next) => {
          setPage(next);
          topRef.current?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}
