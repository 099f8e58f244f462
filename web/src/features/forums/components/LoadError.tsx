import { Link } from 'react-router';

interface LoadErrorProps {
  text: string;
  /** Shows a Try again button. */
  onRetry?: () => void;
  /** Shows a link, e.g. back to the forums. */
  back?: { to: string; label: string };
}

/** A failure to load (or a missing thing), announced, with a retry and/or a way back. */
export function LoadError({ text, onRetry, back }: LoadErrorProps) {
  return (
    <div className="error forum-problem" role="alert">
      <p>{text}</p>
      {(onRetry || back) && (
        <div className="forum-problem__actions">
          {onRetry && (
            <button type="button" className="btn" onClick={onRetry}>
              Try again
            </button>
          )}
          {back && <Link to={back.to}>{back.label}</Link>}
        </div>
      )}
    </div>
  );
}
