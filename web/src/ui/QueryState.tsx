import type { ReactNode } from 'react';
import { Loading } from './Loading.tsx';

/** What `QueryState` reads of a TanStack Query result (`useQuery`, `useInfiniteQuery`, `useOffsetPages`). */
export interface QueryLike<TData> {
  isPending: boolean;
  data: TData | undefined;
  refetch: () => unknown;
}

interface LoadErrorProps {
  /** The spec's load-error text (spec section 8), e.g. `messages.load.users`. */
  text: string;
  /** Shows a "Try again" button calling this. */
  onRetry?: () => void;
  /** Placement class added to `error load-error`. */
  className?: string;
  /** More actions beside the button, e.g. a link back. */
  children?: ReactNode;
}

/** A failure to load, announced (role="alert"), with "Try again" and any other actions. */
export function LoadError({ text, onRetry, className, children }: LoadErrorProps) {
  return (
    <div className={['error load-error', className].filter(Boolean).join(' ')} role="alert">
      <p>{text}</p>
      {(onRetry || children) && (
        <div className="load-error__actions">
          {onRetry && (
            <button type="button" className="btn" onClick={onRetry}>
              Try again
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}

interface QueryStateProps<TData> {
  query: QueryLike<TData>;
  /** Read by screen readers while the first answer loads, e.g. "Loading users…". */
  loading: string;
  /** The spec's load-error text, shown with "Try again" when the first answer failed. */
  error: string;
  /** Placement class of the error block. */
  errorClassName?: string;
  /** More actions in the error block, e.g. a link back. */
  errorActions?: ReactNode;
  /** With `empty`: when this holds for the data, `empty` is shown instead of `children`. */
  isEmpty?: (data: TData) => boolean;
  /** The empty state, e.g. `<p className="empty">{messages.users.noneFound}</p>`. */
  empty?: ReactNode;
  /** What to show once there is data. */
  children: (data: TData) => ReactNode;
}

/**
 * The states of a query in one place: "Loading…" until the first answer, the spec's load-error
 * text with "Try again" (refetch) when it failed, the empty state, then `children(data)`. Data
 * already on screen stays there when a later refetch fails.
 */
export function QueryState<TData>({ query, loading, error, errorClassName, errorActions, isEmpty, empty, children }: QueryStateProps<TData>) {
  if (query.data !== undefined) {
    return <>{empty !== undefined && isEmpty?.(query.data) ? empty : children(query.data)}</>;
  }
  if (query.isPending) return <Loading label={loading} />;
  return (
    <LoadError text={error} onRetry={() => void query.refetch()} className={errorClassName}>
      {errorActions}
    </LoadError>
  );
}
