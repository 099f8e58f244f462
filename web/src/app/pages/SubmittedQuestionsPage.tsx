import { SubmittedQuestionsView } from '../../features/submissions/components/SubmittedQuestionsView.tsx';

/** /submitted-questions */
export default function SubmittedQuestionsPage() {
  return (
    <>
      <title>Submitted Questions</title>
      <SubmittedQuestionsView />
    </>
  );
}
