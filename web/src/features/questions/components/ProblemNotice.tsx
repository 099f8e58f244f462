import { Link } from 'react-router';
import { LoadError } from '../../../ui/QueryState.tsx';

interface ProblemNoticeProps {
  text: string;
  bankLink?: string;
  /** Shows "Try again" (for a failed load, not for a missing question). */
  onRetry?: () => void;
}

/** An error message with a "Return to Question Bank" link. */
export function ProblemNotice({ text, bankLink = '/question-bank', onRetry }: ProblemNoticeProps) {
  return (
    <LoadError text={text} onRetry={onRetry} className="question-problem">
      <Link to={bankLink}>Return to Question Bank</Link>
    </LoadError>
  );
}
