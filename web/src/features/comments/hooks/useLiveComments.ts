import { useQueryClient } from '@tanstack/react-query';
import { useSocketRoom } from '../../../lib/socket.ts';
import { commentKeys } from '../api/keys.ts';

/**
 * Keeps a question's comment thread live (docs/contract.md section 6): watches room
 * `question:<id>` and refetches the thread when anyone adds, edits or reacts to a comment or reply
 * (the refetch brings the counts together with my own reaction), and after a reconnect, when
 * events may have been missed.
 */
export function useLiveComments(questionId: number): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: commentKeys.thread(questionId) });
  const ifThisQuestion = (event: { questionId: number }) => {
    if (event.questionId === questionId) refresh();
  };
  useSocketRoom('question', questionId, {
    'comment:created': ifThisQuestion,
    'comment:reactions': ifThisQuestion,
    'comment:updated': ifThisQuestion,
    rejoined: refresh,
  });
}
