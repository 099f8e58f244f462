import { formatCount } from './importFile.ts';

interface PreviewPagerProps {
  /** Zero-based page shown. */
  page: number;
  pageSize: number;
  /** Rows across all pages. */
  total: number;
  onPage: (page: number) => void;
}

/** "Rows 101–200 of 12,345" with Previous and Next; nothing when everything fits on one page. */
export function PreviewPager({ page, pageSize, total, onPage }: PreviewPagerProps) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav className="import-pager" aria-label="Preview pages">
      <button type="button" className="btn" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p aria-live="polite">
        Rows {formatCount(from)}–{formatCount(to)} of {formatCount(total)}
      </p>
      <button type="button" className="btn" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
