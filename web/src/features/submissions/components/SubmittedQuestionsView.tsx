import { Link } from 'react-router';
import { Loading } from '../../../ui/Loading.tsx';
import { useSubmittedQuestionPages } from '../api/submittedQuestions.ts';
import { SubmittedQuestionItem } from './SubmittedQuestionItem.tsx';
import '../submissions.css';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';

const loadFailed = 'Failed to load your submitted questions. Please try again.';

function Body() {
  const pages = useSubmittedQuestionPages();

  if (pages.isPending) return <Loading label="Loading your submissions…" />;
  if (pages.isError && !pages.data) {
    return (
      <div className="error" role="alert">
        <p>{loadFailed}</p>
        <button type="button" className="btn" onClick={() => void pages.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const questions = pages.data.pages.flatMap((page) => page.items);
  const total = pages.data.pages.at(-1)?.total ?? questions.length;
  if (questions.length === 0) {
    return (
      <div className="empty card">
        <p>You haven't submitted any questions yet.</p>
        <Link to="/submit-question" className="btn btn--primary">
          Submit a question
        </Link>
      </div>
    );
  }

  return (
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
      {pages.isFetchNextPageError && (
        <p className="error" role="alert">
          {loadFailed}
        </p>
      )}
      {pages.hasNextPage && (
        <LoadMoreButton className="submissions__more" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} />
      )}
    </>
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
