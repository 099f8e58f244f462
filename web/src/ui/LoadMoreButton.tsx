/** "Load more" for paged lists; shows "Loading…" and is disabled while the next page loads. */
export function LoadMoreButton({ loading, onClick, className }: { loading: boolean; onClick: () => void; className?: string }) {
  return (
    <div className={className}>
      <button type="button" className="btn" onClick={onClick} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading…' : 'Load more'}
      </button>
    </div>
  );
}
