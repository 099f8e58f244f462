import { Link } from 'react-router';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useSubmittedQuestionPages } from '../api/submittedQuestions.ts';
import { SubmittedQuestionItem } from './SubmittedQuestionItem.tsx';
import '../submissions.css';

const loadFailed = 'Failed to load your submitted questions. Please try again.';

function Body() {
  const pages = useSubmittedQuestionPages();
  return (
    <QueryState
      query={pages}
      loading="Loading your submissions…"
      error={loadFailed}
      isEmpty={(list) => list.items.length === 0}
      empty={
        <div className="empty card">
          <p>You haven't submitted any questions yet.</p>
          <Link to="/submit-question" className="btn btn--primary">
            Submit a question
          </Link>
        </div>
      }
    >
      {({ items: questions, total }) => (
        <>
          <div className="submissions__toolbar">
            <p className="submissions__count muted" aria-live="polite">
              {questions.length < total ? `${questions.length} of ${total} shown` : `${total} ${total === 1 ? 'question' : 'questions'}`}
            </p>
            <Link to="/submit-question" className="btn btn--primary">
              Submit a question
            </Link>
          </div>
          <ul className="submissions__list">
            {questions.map((question) => (
              <SubmittedQuestionItem key={question.id} question={question} />
            ))}
          </ul>
          {pages.hasNextPage && (
            <LoadMoreButton
              loading={pages.isFetchingNextPage}
              failure={pages.isFetchNextPageError ? loadFailed : null}
              onClick={() => void pages.fetchNextPage()}
            />
          )}
        </>
      )}
    </QueryState>
  );
}

/** Submitted Questions (/submitted-questions): my submissions with their review status, newest first. */
export function SubmittedQuestionsView() {
  return (
    <main className="page submissions submissions--list">
      <header className="submissions__intro">
        <h1>Submitted Questions</h1>
        <p className="muted">Questions you shared and where they are in review.</p>
      </header>
      <Body />
    </main>
  );
}
