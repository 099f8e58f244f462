import { QuestionDetail } from '../../features/questions/components/QuestionDetail.tsx';

/** /questions/{id} */
export default function QuestionDetailPage() {
  return (
    <>
      <title>Question</title>
      <QuestionDetail />
    </>
  );
}
