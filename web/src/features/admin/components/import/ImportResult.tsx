import { useEffect, useRef } from 'react';
import type { ImportJob } from '@common/api/imports.ts';
import { messages } from '@common/messages.ts';
import { ImportProgressBar } from './ImportProgressBar.tsx';
import { ImportRowErrors } from './ImportRowErrors.tsx';
import { formatCount } from './importFile.ts';

interface ImportResultProps {
  job: ImportJob;
  fileName: string;
  /** Back to choosing a file. */
  onReset: () => void;
  /** Queue the same file again (offered when the job failed). */
  onRetry: () => void;
}

/**
 * The end of an import: for a completed job the questions created, the rows skipped as duplicates
 * and the rows left out with their reasons; for a failed one the spec's error and the reason.
 * Focus moves to its heading, so screen readers announce the outcome.
 */
export function ImportResult({ job, fileName, onReset, onRetry }: ImportResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const failed = job.state === 'failed';

  return (
    <section className="import-result card" data-testid="import-result" aria-labelledby="import-result-title">
      <h3 id="import-result-title" ref={headingRef} tabIndex={-1}>
        {failed ? 'Import failed' : 'Import complete'}
      </h3>
      {!failed && <ImportProgressBar job={job} />}
      {failed ? (
        <div className="error" role="alert">
          <p>{messages.import.failed}</p>
          <ImportRowErrors errors={job.errors} title="What went wrong" />
        </div>
      ) : (
        <>
          <p className="muted">From {fileName}:</p>
          <dl className="import-result__counts">
            <div className="import-result__count import-result__count--created">
              <dt>Questions created</dt>
              <dd data-testid="import-created">{formatCount(job.created)}</dd>
            </div>
            <div className="import-result__count">
              <dt>Skipped as duplicates</dt>
              <dd data-testid="import-skipped">{formatCount(job.skipped)}</dd>
            </div>
            <div className="import-result__count">
              <dt>Rows with problems</dt>
              <dd data-testid="import-errors">{formatCount(job.errors.length)}</dd>
            </div>
          </dl>
          <ImportRowErrors errors={job.errors} title="Rows not imported" />
        </>
      )}
      <div className="import-actions">
        {failed && (
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <button type="button" className={failed ? 'btn' : 'btn btn--primary'} onClick={onReset}>
          Import another file
        </button>
      </div>
    </section>
  );
}
