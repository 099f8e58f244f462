import { CommentThread } from '../../features/comments/components/CommentThread.tsx';
import { QuestionDetail } from '../../features/questions/components/QuestionDetail.tsx';

/** /questions/{id}: the question with its comment thread (two features, composed here). */
export default function QuestionDetailPage() {
  return (
    <>
      <title>Question</title>
      <QuestionDetail comments={(questionId) => <CommentThread key={questionId} questionId={questionId} />} />
    </>
  );
}
