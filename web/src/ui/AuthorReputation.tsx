import './discussion.css';

const figure = new Intl.NumberFormat('en-IN');

/**
 * An author's reputation (contract 8.4) beside their name in a discussion: a small muted
 * "· 1,234", read by screen readers as "1,234 reputation". Nothing when it is not known.
 */
export function AuthorReputation({ points }: { points: number | undefined }) {
  if (points === undefined) return null;
  const shown = figure.format(points);
  return (
    <span className="author-reputation" title="Reputation" data-testid="author-reputation">
      <span aria-hidden="true">· {shown}</span>
      <span className="visually-hidden">{shown} reputation</span>
    </span>
  );
}
