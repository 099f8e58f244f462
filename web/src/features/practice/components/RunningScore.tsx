import { accuracyPercent, type SessionScore } from '../lib/session.ts';

/** The session's running accuracy, announced politely as it changes: "2 of 3 right · 67 %". */
export function RunningScore({ score }: { score: SessionScore }) {
  const accuracy = accuracyPercent(score);
  return (
    <p className="practice-score" aria-live="polite" data-testid="session-score">
      {accuracy === null ? 'No answers yet' : `${score.right} of ${score.answered} right · ${accuracy} %`}
    </p>
  );
}
