import type { Question } from '@common/api/questions.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { useQuestionSet } from '../../api/tests.ts';
import type { PickedQuestion } from '../../lib/tests/builder.ts';
import { testTexts } from '../../lib/tests/texts.ts';

interface SetOfferProps {
  setId: number;
  /** The question whose Add opened the offer. */
  questionId: number;
  /** Adds these questions to the selected section (those already picked are skipped). */
  onAdd: (questions: PickedQuestion[]) => void;
  onCancel: () => void;
}

const picked = (question: Question, setTitle: string, setSize: number): PickedQuestion => ({
  id: question.id,
  questionText: question.questionText,
  questionType: question.questionType,
  setId: question.setId,
  setTitle,
  setSize,
});

/**
 * Adding a question of a set: offers the whole set (its approved questions in order), or this
 * question alone; candidates see the set's passage beside each of its questions.
 */
export function SetOffer({ setId, questionId, onAdd, onCancel }: SetOfferProps) {
  const set = useQuestionSet(setId);
  if (set.isPending) return <Loading label="Loading the set…" />;
  if (!set.data) {
    return (
      <p className="error" role="alert">
        {testTexts.loadQuestions}
      </p>
    );
  }
  const members = set.data.questions.filter((question) => question.status === 'approved');
  const all = members.map((question) => picked(question, set.data.title, members.length));
  const one = all.filter((question) => question.id === questionId);
  return (
    <div className="set-offer" role="group" aria-label={`Add from the set ${set.data.title}`}>
      <p>
        This question belongs to the set “{set.data.title}” ({members.length} questions on one passage). Sets are usually taken whole.
      </p>
      <div className="set-offer__actions">
        <button type="button" className="btn btn--primary btn--small" autoFocus onClick={() => onAdd(all)}>
          Add the whole set ({members.length})
        </button>
        <button type="button" className="btn btn--small" onClick={() => onAdd(one)}>
          Add only this question
        </button>
        <button type="button" className="btn btn--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
