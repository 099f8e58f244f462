import { Link } from 'react-router';

/** An error message with a "Return to Question Bank" link. */
export function ProblemNotice({ text, bankLink = '/question-bank' }: { text: string; bankLink?: string }) {
  return (
    <div className="error question-problem" role="alert">
      <p>{text}</p>
      <Link to={bankLink}>Return to Question Bank</Link>
    </div>
  );
}
