import { useParams } from 'react-router';
import { messages } from '@common/messages.ts';
import { AttemptView } from '../../features/mockTests/components/attempt/AttemptView.tsx';
import { SetPassage } from '../../features/questions/components/SetPassage.tsx';
import { LoadError } from '../../ui/QueryState.tsx';
import '../../features/questions/questions.css';

/**
 * /attempts/{id}: taking a mock test in the CAT interface (docs/contract.md 7.3). A set's passage
 * is the questions feature's SetPassage, composed here.
 */
export default function AttemptPage() {
  const { id = '' } = useParams();
  if (!/^\d{1,10}$/.test(id) || Number(id) === 0) {
    return (
      <main className="page page--narrow">
        <LoadError text={messages.tests.attemptNotFound} />
      </main>
    );
  }
  return <AttemptView key={id} attemptId={Number(id)} renderPassage={(set) => <SetPassage key={set.id} set={set} />} />;
}
