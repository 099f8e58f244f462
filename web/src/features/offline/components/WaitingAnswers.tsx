import { waitingText } from '../lib/waitingText.ts';

/**
 * "3 answers waiting to be sent" (contract 8.5), in a polite status region that is always there
 * (so screen readers hear the count change) and empty when nothing waits.
 */
export function WaitingAnswers({ count, className }: { count: number; className?: string }) {
  const text = waitingText(count);
  return (
    <p className={className} role="status" data-testid="waiting-answers" data-count={count}>
      {text && (
        <>
          {text}
          {navigator.onLine ? '.' : ' — they go out when you are back online.'}
        </>
      )}
    </p>
  );
}
