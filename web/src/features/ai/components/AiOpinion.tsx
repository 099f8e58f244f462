import { useEffect, useId, useRef, useState } from 'react';
import { explanationParagraphs } from '@common/api/ai.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useAiExplanation, useAiStatus, useRegenerateExplanation } from '../api/aiExplanation.ts';
import '../ai.css';

const hasStatus = (error: unknown, status: number) => error instanceof ApiRequestError && error.status === status;

/** What a failed request tells the user: the server's own words for refusals, else the spec's retry message. */
function failureText(error: unknown): string {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 429 ? error.message : messages.ai.fetchFailed;
}

/** The explanation, one paragraph per line (React text: nothing in it is read as HTML). */
function Explanation({ text }: { text: string }) {
  return (
    <div className="ai-opinion__text">
      {explanationParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * "AI opinion" under an answered question (spec section 4): a button that asks the server for the
 * chat model's explanation (a spinner while it is written, which can take seconds), the text with
 * the disclaimer, the spec's failure message with Try again, and Regenerate for admins. When the
 * server has no chat model (GET /api/ai/status, or a 503 answer) it says so instead of offering
 * the button. Render it with `key={questionId}` so another question starts afresh.
 */
export function AiOpinion({ questionId, canRegenerate }: { questionId: number; canRegenerate: boolean }) {
  const headingId = useId();
  const status = useAiStatus();
  const [requested, setRequested] = useState(false);
  const explanation = useAiExplanation(questionId, requested);
  const regenerate = useRegenerateExplanation(questionId);
  const textRef = useRef<HTMLDivElement>(null);
  const focusText = useRef(false);

  // Once the text arrives after a click, move focus to it (the button that had focus is gone).
  useEffect(() => {
    if (explanation.data && focusText.current) {
      focusText.current = false;
      textRef.current?.focus();
    }
  }, [explanation.data, requested]);

  const unconfigured = status.data?.configured === false || hasStatus(explanation.error, 503) || hasStatus(regenerate.error, 503);

  function ask() {
    focusText.current = true;
    if (requested) void explanation.refetch();
    else setRequested(true);
  }

  let body;
  if (unconfigured) {
    body = <p className="muted ai-opinion__note">{messages.ai.notConfiguredNotice}</p>;
  } else if (!requested) {
    body = (
      <>
        <p className="muted ai-opinion__note">Ask a chat model why the right answer is right and the others are not.</p>
        <button type="button" className="btn btn--primary ai-opinion__ask" onClick={ask}>
          <Icon name="sparkles" />
          AI opinion
        </button>
      </>
    );
  } else if (explanation.isFetching) {
    body = <Loading label="Generating explanation…" />;
  } else if (explanation.isError || explanation.data === undefined) {
    body = (
      <div className="error ai-opinion__error" role="alert">
        <span>{failureText(explanation.error)} </span>
        <button type="button" className="btn btn--link" onClick={ask}>
          Try again
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <div ref={textRef} tabIndex={-1} className="ai-opinion__answer" data-testid="ai-explanation" aria-busy={regenerate.isPending}>
          <Explanation text={explanation.data} />
        </div>
        <p className="ai-opinion__disclaimer">{messages.ai.disclaimer}</p>
        {canRegenerate && (
          <div className="ai-opinion__admin">
            <button type="button" className="btn" disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
              {regenerate.isPending ? 'Regenerating…' : 'Regenerate'}
            </button>
            {regenerate.isError && (
              <span className="error" role="alert">
                {failureText(regenerate.error)}
              </span>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <section className="ai-opinion" aria-labelledby={headingId} data-testid="ai-opinion">
      <h2 id={headingId} className="ai-opinion__title">
        <Icon name="sparkles" /> AI opinion
      </h2>
      {body}
    </section>
  );
}
