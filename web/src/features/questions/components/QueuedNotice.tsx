import { useEffect, useRef } from 'react';

/**
 * Said in place of the result when an answer could not reach the server (contract 8.5): it is kept
 * on this device and sent when the network returns. Takes focus like a result, so keyboard and
 * screen-reader users hear it.
 */
export function QueuedNotice() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="answer-result answer-result--queued" data-testid="answer-queued">
      <h2 ref={heading} tabIndex={-1} className="answer-result__heading">
        Your answer is kept on this device
      </h2>
      <span>We could not reach the server. Your answer will be sent when you are back online; you will see whether it was right then, on My Responses.</span>
    </div>
  );
}
