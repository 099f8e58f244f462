import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SubmittedQuestion } from '@common/api/submissions.ts';
import { excerpt } from '../../../lib/excerpt.ts';
import { Icon } from '../../../ui/Icon.tsx';

/** Characters of the question shown back to the user. */
const previewChars = 160;

interface SubmitSuccessProps {
  question: SubmittedQuestion;
  onSubmitAnother: () => void;
}

/**
 * The confirmation after a submission: waiting for review, or (admins) published at once, with
 * "Submit another" and "See my submissions". Takes focus so the result is announced.
 */
export function SubmitSuccess({ question, onSubmitAnother }: SubmitSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const published = question.status === 'approved';

  return (
    <section className="submit-success card" aria-labelledby="submit-success-title">
      <span className="submit-success__icon" aria-hidden="true">
        <Icon name="check" size={28} />
      </span>
      <h2 id="submit-success-title" ref={headingRef} tabIndex={-1}>
        {published ? 'Published to the question bank.' : 'Thanks! Your question is waiting for review.'}
      </h2>
      <p className="muted">
        {published
          ? 'It is live for everyone practising this topic.'
          : 'An admin will check it soon. You can follow its status on your submissions page.'}
      </p>
      <blockquote className="submit-success__preview">
        <p>{excerpt(question.questionText, previewChars)}</p>
        <footer className="muted">
          {question.section} · {question.topic} · {question.source}
        </footer>
      </blockquote>
      <div className="submit-success__actions">
        <button type="button" className="btn btn--primary" onClick={onSubmitAnother}>
          Submit another
        </button>
        <Link to="/submitted-questions" className="btn">
          See my submissions
        </Link>
        {published && (
          <Link to={`/questions/${question.id}`} className="btn btn--link">
            Open the question
          </Link>
        )}
      </div>
    </section>
  );
}
