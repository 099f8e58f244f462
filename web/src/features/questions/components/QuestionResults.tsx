import { useRef } from 'react';
import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useQuestionPages } from '../api/questions.ts';
import type { QuestionFilterIds } from '../lib/filterParams.ts';
import { useStoredQuestionIds } from '../hooks/useStoredQuestionIds.ts';
import { groupBySet } from '../lib/groupBySet.ts';
import { QuestionListItem } from './QuestionListItem.tsx';
import { QuestionSetGroup } from './QuestionSetGroup.tsx';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { useFocusFirstNew } from '../../../lib/hooks/useFocusFirstNew.ts';

interface QuestionResultsProps {
  filters: QuestionFilterIds;
  /** Where "Modify Filters" and "Return to Question Bank" lead. */
  bankLink: string;
}

/**
 * The questions matching `filters`, a page at a time, with the total and "Load more"; consecutive
 * questions of one set show as one set card, and each question shows my latest result. After
 * "Load more" the first new question takes focus. Also stores every matching id for previous/next
 * on the detail page.
 */
export function QuestionResults({ filters, bankLink }: QuestionResultsProps) {
  useStoredQuestionIds(filters);
  const pages = useQuestionPages(filters);
  const listRef = useRef<HTMLOListElement>(null);
  const beforeLoad = useFocusFirstNew(listRef, pages.data?.items.length ?? 0);

  return (
    <QueryState
      query={pages}
      loading="Loading questions…"
      error={messages.load.questionsRetry}
      errorClassName="question-problem"
      errorActions={<Link to={bankLink}>Return to Question Bank</Link>}
      isEmpty={(list) => list.items.length === 0}
      empty={
        <div className="empty card">
          <p>{messages.empty.noQuestions}</p>
          <Link to={bankLink} className="btn btn--primary">
            Modify Filters
          </Link>
        </div>
      }
    >
      {({ items: questions, total }) => (
        <section aria-labelledby="question-count">
          <p id="question-count" className="question-list__count" aria-live="polite">
            {total === 1 ? '1 question' : `${total.toLocaleString('en-IN')} questions`} found
            {questions.length < total && <span className="muted"> · showing {questions.length}</span>}
          </p>
          <ol className="question-list__items" ref={listRef}>
            {groupBySet(questions).map((entry) =>
              entry.kind === 'set' ? (
                <QuestionSetGroup key={`set-${entry.setId}-${entry.questions[0]!.id}`} title={entry.title} questions={entry.questions} />
              ) : (
                <QuestionListItem key={entry.question.id} question={entry.question} />
              ),
            )}
          </ol>
          {pages.hasNextPage && (
            <LoadMoreButton
              loading={pages.isFetchingNextPage}
              failure={pages.isFetchNextPageError ? messages.load.questionsRetry : null}
              onClick={() => {
                beforeLoad();
                void pages.fetchNextPage();
              }}
            />
          )}
        </section>
      )}
    </QueryState>
  );
}
