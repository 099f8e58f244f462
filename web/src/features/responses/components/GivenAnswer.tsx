import { givenAnswer, type AnswerFields } from '../lib/givenAnswer.ts';

/**
 * What the user answered: the option letter (MCQ) or the typed text (TITA, with a screen-reader
 * hint "typed"); "—" when unknown. The text is React text, never HTML.
 */
export function AnswerValue({ item }: { item: AnswerFields }) {
  const { typed, text } = givenAnswer(item);
  if (text === '') return <span className="given-answer">—</span>;
  return (
    <span className={`given-answer${typed ? ' given-answer--typed' : ''}`} data-testid="given-answer">
      {typed && <span className="visually-hidden">You typed </span>}
      {text}
    </span>
  );
}

/** The "TITA" tag of a type-in-the-answer question (nothing for MCQ). */
export function TitaBadge({ item }: { item: AnswerFields }) {
  if (item.question.questionType !== 'TITA') return null;
  return (
    <span className="tita-badge" data-testid="tita-badge" title="Type in the answer: no options">
      TITA<span className="visually-hidden"> (type in the answer)</span>
    </span>
  );
}
