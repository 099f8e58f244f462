/**
 * A thread cached by TanStack Query, changed in place (setQueryData) with the helpers of
 * `thread.ts`: live events and the server's answers to the reader's own actions (a new entry, an
 * edit, a reaction, an accepted mark) are applied without fetching the thread again.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useOptimisticReaction, type ReactionAction } from './reactions.ts';
import { needsFetch, withEntryAdded, withEntryCounts, withEntryReaction, type EntryCounts, type ThreadAccess, type ThreadNode } from './thread.ts';

/** What `useThreadCache` answers: changes of the cached thread, each resolving once shown. */
export interface ThreadCache<TData, T extends ThreadNode<T>> {
  /** Applies `change` to the cached data; with nothing cached, fetches it instead. */
  update: (change: (data: TData) => TData) => Promise<void>;
  /** Puts `entry` in its place (`withEntryAdded`); fetches the thread when nothing is cached or its parent is not on the page. */
  add: (entry: T) => Promise<void>;
  /** Fetches the thread again (events may have been missed). */
  refetch: () => Promise<void>;
}

/**
 * The thread cached under `queryKey`, changed in place with `access`; it is fetched only when a
 * change cannot be applied (nothing cached, or a new entry whose parent is not on the page).
 */
export function useThreadCache<TData, T extends ThreadNode<T>>(queryKey: QueryKey, access: ThreadAccess<TData, T>): ThreadCache<TData, T> {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey });
  const update = async (change: (data: TData) => TData) => {
    if (queryClient.getQueryData<TData>(queryKey) === undefined) return refetch();
    queryClient.setQueryData<TData>(queryKey, (data) => (data === undefined ? data : change(data)));
  };
  const add = async (entry: T) => {
    const shown = queryClient.getQueryData<TData>(queryKey);
    if (shown === undefined || needsFetch(access, shown, entry)) return refetch();
    return update((data) => withEntryAdded(access, data, entry));
  };
  return { update, add, refetch };
}

export interface EntryReactionOptions<TData, T extends ThreadNode<T>, TResult> {
  /** The cached thread. */
  queryKey: QueryKey;
  access: ThreadAccess<TData, T>;
  /** The call to the server for entry `id`. */
  react: (id: number, action: ReactionAction) => Promise<TResult>;
  /** The entry's counts and the reader's reaction in the server's answer. */
  counts: (result: TResult) => EntryCounts;
  /** Told of a failure, after the thread has been rolled back. */
  onError?: (error: Error, action: ReactionAction) => void;
}

/**
 * Liking and disliking entry `id` of a thread: shown at once, rolled back (and the thread fetched)
 * if the call fails, then the server's counts and the reader's reaction put in from its answer.
 */
export function useEntryReaction<TData, T extends ThreadNode<T>, TResult>(id: number, options: EntryReactionOptions<TData, T, TResult>) {
  const { queryKey, access, react, counts, onError } = options;
  return useOptimisticReaction<TData, ReactionAction, TResult>({
    queryKey,
    mutationFn: (action) => react(id, action),
    apply: (data, action) => withEntryReaction(access, data, id, action),
    onError: onError && ((error, action) => onError(error, action)),
    settle: (data, result) => withEntryCounts(access, data, counts(result)),
  });
}
