import type { ReactNode } from 'react';

interface LoadMoreButtonProps {
  /** The next page is loading: the button shows "Loading…" and is disabled. */
  loading: boolean;
  onClick: () => void;
  /** Placement class added to `load-more`. */
  className?: string;
  /** The load-error text when the last "Load more" failed, shown above the button. */
  failure?: string | null;
  /** How much is shown, e.g. "12 of 80 posts shown". */
  progress?: ReactNode;
}

/**
 * "Load more" under a paged list (see `useOffsetPages`): any failure of the last attempt
 * (role="alert"), how much is shown, and the button.
 */
export function LoadMoreButton({ loading, onClick, className, failure, progress }: LoadMoreButtonProps) {
  return (
    <div className={['load-more', className].filter(Boolean).join(' ')}>
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {progress && <p className="muted load-more__progress">{progress}</p>}
      <button type="button" className="btn" onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
