import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { PracticeOverview } from '../../features/practice/components/PracticeOverview.tsx';
import { ServedQuestion } from '../../features/questions/components/ServedQuestion.tsx';

/**
 * /practice: adaptive practice (docs/contract.md section 8.3); each served question is answered
 * with the questions feature's ordinary attempt (timed, or untimed by the user's preference).
 */
export default function PracticePage() {
  const { user } = useCurrentUser();
  const untimed = user?.untimedPractice === true;
  return (
    <>
      <title>Practice</title>
      <PracticeOverview question={(question, onAnswered) => <ServedQuestion question={question} untimed={untimed} onAnswered={onAnswered} />} />
    </>
  );
}
