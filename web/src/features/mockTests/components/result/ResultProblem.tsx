import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../../lib/api/errors.ts';
import { LoadError } from '../../../../ui/QueryState.tsx';

interface ResultProblemProps {
  /** null when the address names no attempt id at all (shown as not found). */
  attemptId: number | null;
  error?: unknown;
  /** The load-error text for anything but 404 and 409, e.g. "Failed to load the result". */
  loadError?: string;
  onRetry?: () => void;
}

/**
 * Why a result or review cannot be shown: the test is still in progress (409: "Finish the test to
 * see the result" with a link back to the attempt), the attempt is not mine or does not exist (404),
 * or the load failed (with "Try again").
 */
export function ResultProblem({ attemptId, error, loadError, onRetry }: ResultProblemProps) {
  const status = attemptId === null ? 404 : error instanceof ApiRequestError ? error.status : 0;
  if (status === 409) {
    return (
      <LoadError text={messages.tests.finishFirst} className="mock-result__problem">
        <Link to={`/attempts/${attemptId}`} className="btn btn--primary">
          Back to the test
        </Link>
      </LoadError>
    );
  }
  if (status === 404 || status === 400) {
    return (
      <LoadError text={messages.tests.attemptNotFound} className="mock-result__problem">
        <Link to="/tests">Back to tests</Link>
      </LoadError>
    );
  }
  return (
    <LoadError text={loadError ?? messages.generic.internal} onRetry={onRetry} className="mock-result__problem">
      <Link to="/tests">Back to tests</Link>
    </LoadError>
  );
}

