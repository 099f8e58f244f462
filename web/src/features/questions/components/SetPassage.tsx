import { useId, useState } from 'react';
import type { QuestionSetRef } from '@common/api/questions.ts';
import { RichText } from '../../../ui/RichText.tsx';

/**
 * A set's passage or data (`set.body`, Markdown) under its title, in a region of its own: on a
 * wide screen it sits beside the question and scrolls by itself (focusable, so the keyboard
 * scrolls it too); on a phone it comes first, with "Hide passage" / "Show passage" to fold it.
 */
export function SetPassage({ set }: { set: QuestionSetRef }) {
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  return (
    <section className="set-passage card" aria-labelledby={headingId} data-testid="set-passage" tabIndex={0}>
      <header className="set-passage__header">
        <h2 id={headingId} className="set-passage__title">
          <span className="set-passage__kicker">Set</span> {set.title}
        </h2>
        <button
          type="button"
          className="btn set-passage__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide passage' : 'Show passage'}
        </button>
      </header>
      <div id={bodyId} className={`set-passage__body${open ? '' : ' set-passage__body--folded'}`}>
        <RichText text={set.body} className="set-passage__text" />
      </div>
    </section>
  );
}
