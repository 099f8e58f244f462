import { SubmitQuestionView } from '../../features/submissions/components/SubmitQuestionView.tsx';

/** /submit-question */
export default function SubmitQuestionPage() {
  return (
    <>
      <title>Submit a Question</title>
      <SubmitQuestionView />
    </>
  );
}
