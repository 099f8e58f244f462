import type { ImportJob } from '@common/api/imports.ts';
import { formatCount } from './importFile.ts';

/** Row errors listed at most; the rest are counted. */
const shownMax = 100;

/**
 * The errors of an import job under `title`: rows left out and why ("Row 7: Option D is
 * required"); an error of row 0 concerns the whole file.
 */
export function ImportRowErrors({ errors, title }: { errors: ImportJob['errors']; title: string }) {
  if (errors.length === 0) return null;
  const hidden = errors.length - shownMax;
  return (
    <div className="import-row-errors">
      <h4>{title}</h4>
      <ul data-testid="import-row-errors">
        {errors.slice(0, shownMax).map((error, index) => (
          <li key={`${error.rowNumber}-${index}`}>
            {error.rowNumber > 0 && <strong>Row {error.rowNumber}: </strong>}
            {error.message}
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="muted">…and {formatCount(hidden)} more.</p>}
    </div>
  );
}
