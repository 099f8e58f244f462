import { useId, useState } from 'react';
import type { QuestionSetRef } from '@common/api/questions.ts';
import { RichText } from '../../../ui/RichText.tsx';

/**
 * A set's passage or data (`set.body`, Markdown) under its title, in a region of its own: on a
 * wide screen it sits beside the question and scrolls by itself (focusable, so the keyboard
 * scrolls it too); on a phone it comes first, with "Hide passage" / "Show passage" to fold it.
 * `waiting` (timed practice before the timer starts): only the title shows, with a note that the
 * passage shows with the question.
 */
export function SetPassage({ set, waiting = false }: { set: QuestionSetRef; waiting?: boolean }) {
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  return (
    <section className="set-passage card" aria-labelledby={headingId} data-testid="set-passage" tabIndex={0}>
      <header className="set-passage__header">
        <h2 id={headingId} className="set-passage__title">
          <span className="set-passage__kicker">Set</span> {set.title}
        </h2>
        {!waiting && (
          <button
            type="button"
            className="btn set-passage__toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide passage' : 'Show passage'}
          </button>
        )}
      </header>
      {waiting ? (
        <p className="set-passage__waiting muted" data-testid="passage-waiting">
          The passage shows when you start the timer.
        </p>
      ) : (
        <div id={bodyId} className={`set-passage__body${open ? '' : ' set-passage__body--folded'}`}>
          <RichText text={set.body} className="set-passage__text" />
        </div>
      )}
    </section>
  );
}
