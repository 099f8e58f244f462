import { ApiRequestError } from '../../../../lib/api/errors.ts';
import { isImportFinished } from '../../api/imports.ts';
import { useImportProgress } from '../../hooks/useImportProgress.ts';
import { ImportProgressBar } from './ImportProgressBar.tsx';
import { ImportResult } from './ImportResult.tsx';
import { serverMessageOr } from './importFile.ts';

const isClientError = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

interface ImportJobStatusProps {
  jobId: number;
  fileName: string;
  onReset: () => void;
  onRetry: () => void;
}

/** A queued import from start to end: a live progress bar, then the result. */
export function ImportJobStatus({ jobId, fileName, onReset, onRetry }: ImportJobStatusProps) {
  const job = useImportProgress(jobId);

  if (job.data && isImportFinished(job.data)) {
    return <ImportResult job={job.data} fileName={fileName} onReset={onReset} onRetry={onRetry} />;
  }
  return (
    <section className="import-running card" aria-labelledby="import-running-title">
      <h3 id="import-running-title">Importing {fileName}</h3>
      <ImportProgressBar job={job.data ?? { state: 'queued', processed: 0, total: 0 }} />
      {job.isError && (
        <div className="error import-running__error" role="alert">
          <p>{serverMessageOr(job.error, 'Could not read the progress of the import. Checking again…')}</p>
          {isClientError(job.error) && (
            <button type="button" className="btn" onClick={onReset}>
              Import another file
            </button>
          )}
        </div>
      )}
      <p className="muted import-running__note">
        You can leave this page: the import carries on, and the questions appear in the question bank as they are saved.
      </p>
    </section>
  );
}
