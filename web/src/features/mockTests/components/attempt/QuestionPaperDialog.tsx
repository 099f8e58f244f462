import type { TestQuestion } from '@common/api/mockTests.ts';
import { limits } from '@common/limits.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { RichText } from '../../../../ui/RichText.tsx';

interface QuestionPaperDialogProps {
  sectionName: string;
  questions: readonly TestQuestion[];
  onClose: () => void;
}

/**
 * CAT's "Question Paper": every question of the section at a glance (text and options, read
 * only), in a modal dialog; a set's questions name their set.
 */
export function QuestionPaperDialog({ sectionName, questions, onClose }: QuestionPaperDialogProps) {
  return (
    <Dialog
      title={`Question paper: ${sectionName}`}
      className="dialog--wide"
      onClose={onClose}
      actions={
        <button type="button" className="btn btn--primary" onClick={onClose} data-testid="close-question-paper">
          Close
        </button>
      }
    >
      <ol className="question-paper" data-testid="question-paper">
        {questions.map((question, index) => (
          <li key={question.id} className="question-paper__item">
            <h3 className="question-paper__heading">
              Question {index + 1}
              {question.questionType === 'TITA' && <span className="chip chip--tita">TITA</span>}
              {question.set && <span className="question-paper__set">{question.set.title}</span>}
            </h3>
            <RichText text={question.questionText} className="question-paper__text" />
            {question.questionType !== 'TITA' && (
              <ol className="question-paper__options" type="A">
                {limits.answerOptions.map((option) => (
                  <li key={option}>
                    <RichText inline text={question[`option${option}`]} />
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
