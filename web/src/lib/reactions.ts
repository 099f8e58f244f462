/**
 * Likes and dislikes in discussions (question comments, forum posts and replies): the rule the
 * server applies (docs/contract.md section 5; spec section 4 "Forum post likes/dislikes"), so the web
 * app can show a change at once, and the optimistic mutation that does so.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** What a reaction button asks the server to do: like, remove my like, or toggle my dislike. */
export type ReactionAction = 'like' | 'unlike' | 'dislike';
/** One user's reaction. */
export type Reaction = 'like' | 'dislike';

/** A thing's counts and the current user's own reaction. */
export interface ReactionState {
  likes: number;
  dislikes: number;
  myReaction: Reaction | null;
}

/**
 * The state after the current user does `action`: like and dislike exclude each other, like is
 * idempotent, unlike removes a like, dislike toggles.
 */
export function afterReaction(state: ReactionState, action: ReactionAction): ReactionState {
  const mine = state.myReaction;
  const likes = state.likes - (mine === 'like' ? 1 : 0);
  const dislikes = state.dislikes - (mine === 'dislike' ? 1 : 0);
  if (action === 'like') return { likes: likes + 1, dislikes, myReaction: 'like' };
  if (action === 'dislike' && mine !== 'dislike') return { likes, dislikes: dislikes + 1, myReaction: 'dislike' };
  if (action === 'unlike' && mine !== 'like') return state;
  return { likes, dislikes, myReaction: null };
}

/** Who likes and who dislikes a thing (user ids), as forum posts carry them. */
export interface Reactors {
  likedBy: number[];
  dislikedBy: number[];
}

/** The lists after `userId` does `action`, by the rule of `afterReaction`. */
export function reactorsAfter(reactors: Reactors, userId: number, action: ReactionAction): Reactors {
  const mine = reactors.likedBy.includes(userId) ? 'like' : reactors.dislikedBy.includes(userId) ? 'dislike' : null;
  const next = afterReaction({ likes: 0, dislikes: 0, myReaction: mine }, action).myReaction;
  if (next === mine) return reactors;
  const likedBy = reactors.likedBy.filter((id) => id !== userId);
  const dislikedBy = reactors.dislikedBy.filter((id) => id !== userId);
  return { likedBy: next === 'like' ? [...likedBy, userId] : likedBy, dislikedBy: next === 'dislike' ? [...dislikedBy, userId] : dislikedBy };
}

interface OptimisticReactionOptions<TData, TVariables, TResult> {
  /** The cached query that shows the reaction. */
  queryKey: QueryKey;
  /** The call to the server. */
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** The cached data as it will be after the change. */
  apply: (data: TData, variables: TVariables) => TData;
  /** Told of a failure, after the cache has been rolled back. */
  onError?: (error: Error, variables: TVariables) => void;
  /** The cached data with the server's answer (its counts) put in; without it the query is refetched for them. */
  settle?: (data: TData, result: TResult) => TData;
}

/**
 * A reaction mutation shown at once: the cached query is changed by `apply` before the call and
 * rolled back (and refetched) if it fails; once it succeeds, the server's counts are put in by
 * `settle`, or, without `settle`, the query is refetched for them.
 */
export function useOptimisticReaction<TData, TVariables, TResult>({ queryKey, mutationFn, apply, onError, settle }: OptimisticReactionOptions<TData, TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TData>(queryKey);
      if (previous !== undefined) queryClient.setQueryData(queryKey, apply(previous, variables));
      return { previous };
    },
    onError: (error, variables, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous);
      onError?.(error, variables);
    },
    onSuccess: (result) => {
      if (!settle) return queryClient.invalidateQueries({ queryKey });
      queryClient.setQueryData<TData>(queryKey, (data) => (data === undefined ? data : settle(data, result)));
      return undefined;
    },
    onSettled: (_result, error) => (error ? queryClient.invalidateQueries({ queryKey }) : undefined),
  });
}
