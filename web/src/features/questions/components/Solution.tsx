import { useId } from 'react';
import { RichText } from '../../../ui/RichText.tsx';

/**
 * The written solution of a question (contract section 7.2 `explanation`, Markdown), under the
 * result and above the AI explanation.
 */
export function Solution({ text }: { text: string }) {
  const headingId = useId();
  return (
    <section className="solution" aria-labelledby={headingId} data-testid="solution">
      <h2 id={headingId} className="solution__title">
        Solution
      </h2>
      <RichText text={text} className="solution__text" />
    </section>
  );
}
