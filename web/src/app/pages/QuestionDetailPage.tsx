import { useEffect } from 'react';
import { canAcceptExplanation, isAdmin } from '@common/policies.ts';
import { useCurrentUser, useSetCurrentUser } from '../../features/accounts/api/session.ts';
import { BookmarkToggle } from '../../features/bookmarks/components/BookmarkToggle.tsx';
import { QuestionDetail } from '../../features/questions/components/QuestionDetail.tsx';
import { ReportButton } from '../../features/reports/components/ReportButton.tsx';
import { ReviewSessionBar } from '../../features/review/components/ReviewSessionBar.tsx';
import { QuestionAdminActions } from '../../features/submissions/components/QuestionAdminActions.tsx';
import { UntimedPracticeSwitch } from '../../features/questions/components/UntimedPracticeSwitch.tsx';
import { deferred } from '../../ui/deferred.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { LoadError } from '../../ui/QueryState.tsx';

// Shown only after an answer or on request: loaded after the question is on screen, so the
// phone's first view waits for fewer files (docs/architecture.md, "Delivery").
// A failed download leaves the question in place and offers to try again.
const CommentThread = deferred(() => import('../../features/comments/components/CommentThread.tsx').then((module) => module.CommentThread), {
  loading: <Loading label="Loading discussion…" />,
  failed: (retry) => <LoadError text="Could not load the discussion. Check your connection." onRetry={retry} />,
});
const AiOpinion = deferred(() => import('../../features/ai/components/AiOpinion.tsx').then((module) => module.AiOpinion), {
  failed: (retry) => <LoadError text="Could not load the AI explanation. Check your connection." onRetry={retry} />,
});

/**
 * /questions/{id}: the question (timed, or untimed by the user's preference, with the switch on
 * the page) with its comment thread and, once answered, the written solution and the AI
 * explanation (Regenerate for admins), during a review session its place and the next due question,
 * the bookmark toggle, "Report an error", and for admins Edit and Delete; the
 * features are composed here.
 */
export default function QuestionDetailPage() {
  const { user, me, isLogin } = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  const untimed = user?.untimedPractice === true;
  useEffect(() => {
    CommentThread.preload();
    AiOpinion.preload();
  }, []);
  // The user's preference decides what the question shows (timed: a Start prompt; untimed: the
  // question and its passage) and the switch sits above it: drawn before the user has loaded, the
  // page would change and move under the reader. A failed user fetch shows timed practice (and a
  // user query that never runs, when the login check says no, does not hold the page).
  if (isLogin.isPending || (isLogin.data === true && me.isPending)) return <Loading label="Loading question…" />;
  return (
    <>
      <title>Question</title>
      <QuestionDetail
        viewer={user}
        untimed={untimed}
        modeSwitch={user && <UntimedPracticeSwitch untimed={untimed} onSaved={setCurrentUser} />}
        comments={(questionId, question) => (
          <CommentThread.Component key={questionId} questionId={questionId} viewer={user} canAccept={canAcceptExplanation(user, question.submittedBy)} />
        )}
        afterAnswer={(questionId) => <AiOpinion.Component key={questionId} questionId={questionId} canRegenerate={isAdmin(user)} />}
        actions={(questionId, question) => (
          <>
            <ReviewSessionBar key={`review-${questionId}`} questionId={questionId} />
            <BookmarkToggle key={`bookmark-${questionId}`} kind="question" id={questionId} saved={question.bookmarked} />
            <ReportButton key={`report-${questionId}`} questionId={questionId} />
            {isAdmin(user) && <QuestionAdminActions key={`admin-${questionId}`} questionId={questionId} />}
          </>
        )}
      />
    </>
  );
}
