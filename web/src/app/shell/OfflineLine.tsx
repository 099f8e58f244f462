/**
 * The offline line (features/offline) as the shell shows it, loaded after the page (AfterLoad):
 * it sends waiting answers for the logged-in user, and afterwards has My Responses, the error
 * log, the review deck, practice and the question lists read again (contract 8.5). When the
 * network returns, the login check is asked again (offline it answered "not logged in").
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys, useCurrentUser } from '../../features/accounts/api/session.ts';
import { OfflineStatus } from '../../features/offline/components/OfflineStatus.tsx';
import { practiceKeys } from '../../features/practice/api/practice.ts';
import { questionKeys } from '../../features/questions/api/keys.ts';
import { responsesKey } from '../../features/responses/api/responses.ts';
import { reviewKeys } from '../../features/review/api/review.ts';

export function OfflineLine() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: sessionKeys.isLogin });
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [queryClient]);
  const answersSent = () => {
    for (const queryKey of [responsesKey, reviewKeys.all, practiceKeys.mastery, practiceKeys.progressAll, questionKeys.lists]) void queryClient.invalidateQueries({ queryKey });
  };
  return <OfflineStatus userId={user?.id ?? null} onAnswersSent={answersSent} />;
}
