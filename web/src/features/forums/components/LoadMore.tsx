interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
  /** Shown above the button when the last attempt failed. */
  failure: string | null;
  /** e.g. "12 of 80 posts shown". */
  progress: string;
}

/** The "Load more" button under a paged list, with how much is shown and any failure. */
export function LoadMore({ onLoadMore, loading, failure, progress }: LoadMoreProps) {
  return (
    <div className="forum-more">
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <p className="muted forum-more__progress">{progress}</p>
      <button type="button" className="btn" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
