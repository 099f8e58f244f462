import { useId, type ReactNode, type Ref } from 'react';
import { limits } from '@common/limits.ts';
import { ReplyTargetContext, useReplyTargetState } from '../lib/replyTarget.ts';
import { Loading } from './Loading.tsx';
import './discussion.css';

interface ThreadSectionProps<T> {
  /** The heading, e.g. "Comments"; followed by `count` once the entries are known. */
  title: string;
  count: number;
  /** The top-level entries, or undefined while they are not known. */
  entries: readonly T[] | undefined;
  renderEntry: (entry: T) => ReactNode;
  /** Shown while the entries load. */
  loadingLabel?: string;
  /** Shown when there are no entries. */
  emptyText: string;
  /** The box for a new top-level entry, at the bottom. */
  form: ReactNode;
  /** Lets the caller move the focus to the heading (after a deletion). */
  headingRef?: Ref<HTMLHeadingElement>;
  testId?: string;
}

/**
 * A discussion (a question's comments, a post's replies): heading with the count, the entries as
 * a nested list (or the empty state), then the box for a new entry. One reply form is open at a
 * time across the whole thread.
 */
export function ThreadSection<T>(props: ThreadSectionProps<T>) {
  const { title, count, entries, renderEntry, loadingLabel, emptyText, form, headingRef, testId } = props;
  const replyTarget = useReplyTargetState();
  const headingId = useId();
  return (
    <section className="thread-section card" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="thread-section__title">
        {title} {entries && <span className="thread-section__count">{count}</span>}
      </h2>
      {!entries && loadingLabel && <Loading label={loadingLabel} />}
      {entries?.length === 0 && <p className="thread-section__empty">{emptyText}</p>}
      {entries && entries.length > 0 && (
        <ReplyTargetContext value={replyTarget}>
          <ol className="thread-list">{entries.map(renderEntry)}</ol>
        </ReplyTargetContext>
      )}
      {form}
    </section>
  );
}

interface ThreadNodeProps {
  /** 0 for a top-level entry, 1 for a reply to it, and so on. */
  depth: number;
  /** The entry itself. */
  children: ReactNode;
  /** Its replies (list items), if any. */
  replies: ReactNode[];
  /** The accessible name of the list of replies, e.g. "Replies to Asha". */
  repliesLabel: string;
}

/**
 * One entry of a thread as a list item, with its replies in a list under it. Replies are indented
 * up to `limits.commentIndentMaxLevel` levels (spec section 9); deeper ones stay at that indent.
 */
export function ThreadNode({ depth, children, replies, repliesLabel }: ThreadNodeProps) {
  const indent = depth + 1 <= limits.commentIndentMaxLevel;
  return (
    <li className="thread-node">
      {children}
      {replies.length > 0 && (
        <ol className={`thread-list${indent ? ' thread-list--nested' : ''}`} aria-label={repliesLabel}>
          {replies}
        </ol>
      )}
    </li>
  );
}
