import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@common/messages.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useCategories } from '../../../lib/hooks/useTaxonomy.ts';
import { useQuestionForEdit } from '../api/editQuestion.ts';
import { useResubmitQuestion } from '../api/resubmitQuestion.ts';
import { submitErrorMessage } from '../api/submitQuestion.ts';
import { formValues } from '../lib/formValues.ts';
import { SubmitQuestionForm } from './SubmitQuestionForm.tsx';
import '../submissions.css';

/** "Sent for review again." with the way back; takes focus so it is announced. */
function Resubmitted() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="edit-saved card" role="status">
      <p ref={ref} tabIndex={-1}>
        <strong>Sent for review again.</strong> The question is pending; an admin will look at it soon.
      </p>
      <p>
        <Link to="/submitted-questions">Back to Submitted Questions</Link>
      </p>
    </div>
  );
}

/** The reviewer's reason, when the link from Submitted Questions passed it along (not after a reload). */
function useReasonFromList(): string | null {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('rejectionReason' in state)) return null;
  return typeof state.rejectionReason === 'string' ? state.rejectionReason : null;
}

function Body({ id }: { id: number }) {
  const reason = useReasonFromList();
  const categories = useCategories();
  const question = useQuestionForEdit(id);
  const resubmit = useResubmitQuestion(id);
  if (resubmit.isSuccess) return <Resubmitted />;
  return (
    <QueryState query={categories} loading="Loading categories…" error={messages.load.initialData}>
      {(list) => (
        <QueryState query={question} loading="Loading the question…" error={messages.notFound.question}>
          {(current) =>
            current.status === 'rejected' ? (
              <>
                {reason && (
                  <p className="submission__reason">
                    <strong>Reviewer’s reason:</strong> {reason}
                  </p>
                )}
                <SubmitQuestionForm
                key={current.id}
                categories={list}
                initial={formValues(current)}
                onSubmit={(edited) => resubmit.mutate(edited)}
                pending={resubmit.isPending}
                errorMessage={resubmit.isError ? submitErrorMessage(resubmit.error) : null}
                submitLabel="Resubmit for review"
                />
              </>
            ) : (
              <p className="empty card">{messages.moderation.onlyRejectedResubmit}</p>
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}

/**
 * Edit and resubmit a rejected question of mine (/submitted-questions/:id/edit): the submit form
 * filled in, sent with PUT /api/submittedQuestions/{id}; the question is then pending again.
 */
export function ResubmitQuestionView({ id }: { id: number }) {
  return (
    <main className="page submissions">
      <header className="submissions__intro">
        <h1>Edit and Resubmit</h1>
        <p className="muted">
          Fix what the reviewer pointed out, then send the question for review again. <Link to="/submitted-questions">Back to Submitted Questions</Link>
        </p>
      </header>
      <Body id={id} />
    </main>
  );
}
