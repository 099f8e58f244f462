import { isAdmin } from '@common/policies.ts';
import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { AiOpinion } from '../../features/ai/components/AiOpinion.tsx';
import { CommentThread } from '../../features/comments/components/CommentThread.tsx';
import { QuestionDetail } from '../../features/questions/components/QuestionDetail.tsx';

/**
 * /questions/{id}: the question with its comment thread and, once answered, the written solution
 * and the AI explanation (Regenerate for admins); the features are composed here.
 */
export default function QuestionDetailPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Question</title>
      <QuestionDetail
        viewer={user}
        comments={(questionId) => <CommentThread key={questionId} questionId={questionId} />}
        afterAnswer={(questionId) => <AiOpinion key={questionId} questionId={questionId} canRegenerate={isAdmin(user)} />}
      />
    </>
  );
}
