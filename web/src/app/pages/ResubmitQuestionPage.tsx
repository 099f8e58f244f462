import { useParams } from 'react-router';
import { ResubmitQuestionView } from '../../features/submissions/components/ResubmitQuestionView.tsx';

/** /submitted-questions/:id/edit (logged in): the submitter's edit and resubmit of a rejected question. */
export default function ResubmitQuestionPage() {
  return (
    <>
      <title>Edit and Resubmit</title>
      <ResubmitQuestionView id={Number(useParams().id)} />
    </>
  );
}
