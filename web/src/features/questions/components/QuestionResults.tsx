import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useQuestionPages } from '../api/questions.ts';
import type { QuestionFilterIds } from '../lib/filterParams.ts';
import { useStoredQuestionIds } from '../hooks/useStoredQuestionIds.ts';
import { ProblemNotice } from './ProblemNotice.tsx';
import { QuestionListItem } from './QuestionListItem.tsx';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';

interface QuestionResultsProps {
  filters: QuestionFilterIds;
  /** Where "Modify Filters" and "Return to Question Bank" lead. */
  bankLink: string;
}

/**
 * The questions matching `filters`, a page at a time, with the total and "Load more". Also
 * stores every matching id for previous/next on the detail page.
 */
export function QuestionResults({ filters, bankLink }: QuestionResultsProps) {
  useStoredQuestionIds(filters);
  const pages = useQuestionPages(filters);

  if (pages.isPending) return <Loading label="Loading questions…" />;
  if (pages.isError && !pages.data) {
    return <ProblemNotice text={messages.load.questionsRetry} bankLink={bankLink} />;
  }

  const questions = pages.data.pages.flatMap((page) => page.items);
  const total = pages.data.pages.at(-1)?.total ?? questions.length;

  if (questions.length === 0) {
    return (
      <div className="empty card">
        <p>{messages.empty.noQuestions}</p>
        <Link to={bankLink} className="btn btn--primary">
          Modify Filters
        </Link>
      </div>
    );
  }

  return (
    <section aria-labelledby="question-count">
      <p id="question-count" className="question-list__count" aria-live="polite">
        {total === 1 ? '1 question' : `${total.toLocaleString('en-IN')} questions`} found
        {questions.length < total && <span className="muted"> · showing {questions.length}</span>}
      </p>
      <ol className="question-list__items">
        {questions.map((question) => (
          <QuestionListItem key={question.id} question={question} />
        ))}
      </ol>
      {pages.isFetchNextPageError && (
        <p className="error" role="alert">
          {messages.load.questionsRetry}
        </p>
      )}
      {pages.hasNextPage && (
        <LoadMoreButton className="question-list__more" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} />
      )}
    </section>
  );
}
