import { useId } from 'react';
import type { ImportJob } from '@common/api/imports.ts';
import { formatCount } from './importFile.ts';

const stateText: Record<ImportJob['state'], string> = {
  queued: 'Waiting for the import to start…',
  active: 'Importing questions…',
  completed: 'Import finished',
  failed: 'Import stopped',
};

/** Whole percent of rows processed; 100 once completed, 0 while the total is unknown. */
export function importPercent(job: Pick<ImportJob, 'state' | 'processed' | 'total'>): number {
  if (job.state === 'completed') return 100;
  if (job.total <= 0) return 0;
  return Math.min(100, Math.floor((job.processed / job.total) * 100));
}

/** A labelled progress bar of an import job: rows processed of total and the percentage. */
export function ImportProgressBar({ job }: { job: Pick<ImportJob, 'state' | 'processed' | 'total'> }) {
  const labelId = useId();
  const percent = importPercent(job);
  const counts = job.total > 0 ? `${formatCount(job.processed)} of ${formatCount(job.total)} rows` : 'Counting rows';
  return (
    <div className={`import-progress import-progress--${job.state}`}>
      <div className="import-progress__label">
        <span id={labelId}>{stateText[job.state]}</span>
        <span className="import-progress__counts" data-testid="import-progress-counts">
          {counts} · {percent}%
        </span>
      </div>
      <div
        className="import-progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${counts}, ${percent}%`}
      >
        <div className="import-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
