import type { ReactNode, RefObject } from 'react';
import type { TestQuestion } from '@common/api/mockTests.ts';
import type { QuestionSetRef } from '@common/api/questions.ts';
import type { AnswerOption } from '@common/limits.ts';
import { RichText } from '../../../../ui/RichText.tsx';
import { McqOptions } from './McqOptions.tsx';
import { TitaInput } from './TitaInput.tsx';

/** How the page shows a set's passage (the questions feature's SetPassage, composed by the page). */
export type PassageSlot = (set: QuestionSetRef) => ReactNode;

interface QuestionPaneProps {
  question: TestQuestion;
  /** 1-based place in the section, and the section's size. */
  position: number;
  count: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  renderPassage: PassageSlot;
  chosen: AnswerOption | null;
  draft: string;
  draftInvalid: boolean;
  disabled: boolean;
  onChoose: (option: AnswerOption) => void;
  onDraft: (value: string) => void;
}

/**
 * The question shown: "Question n of m" (a focus target after Save & Next), the question text,
 * and the options (MCQ) or the answer box (TITA); a set's passage beside it on a wide screen and
 * above it (foldable) on a phone.
 */
export function QuestionPane({ question, position, count, headingRef, renderPassage, chosen, draft, draftInvalid, disabled, onChoose, onDraft }: QuestionPaneProps) {
  const tita = question.questionType === 'TITA';
  const body = (
    <section className="attempt-question card" aria-labelledby={`question-heading-${question.id}`} data-testid="attempt-question">
      <h2 id={`question-heading-${question.id}`} ref={headingRef} tabIndex={-1} className="attempt-question__heading" data-testid="question-heading">
        Question {position} of {count}
        {tita && <span className="chip chip--tita attempt-question__type">TITA</span>}
      </h2>
      <RichText text={question.questionText} className="attempt-question__text" />
      {tita ? (
        <TitaInput value={draft} invalid={draftInvalid} disabled={disabled} onChange={onDraft} />
      ) : (
        <McqOptions question={question} chosen={chosen} disabled={disabled} onChoose={onChoose} />
      )}
    </section>
  );
  if (!question.set) return body;
  return (
    <div className="attempt-set">
      {renderPassage(question.set)}
      {body}
    </div>
  );
}
