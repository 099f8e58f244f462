import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Question } from '@common/api/questions.ts';
import { messages } from '@common/messages.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useCategories } from '../../../lib/hooks/useTaxonomy.ts';
import { useQuestionForEdit, useSaveQuestion } from '../api/editQuestion.ts';
import { submitErrorMessage } from '../api/submitQuestion.ts';
import { formValues } from '../lib/formValues.ts';
import { SubmitQuestionForm } from './SubmitQuestionForm.tsx';
import '../submissions.css';

/** "Saved." with where to go next; takes focus so it is announced. */
function Saved({ question }: { question: Question }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="edit-saved card" role="status">
      <p ref={ref} tabIndex={-1}>
        <strong>Saved.</strong> The question is {question.status === 'approved' ? 'live with your changes' : `still ${question.status}`}.
      </p>
      <p>
        <Link to="/admin">Back to the admin dashboard</Link>
        {question.status === 'approved' && (
          <>
            {' · '}
            <Link to={`/questions/${question.id}`}>Open the question</Link>
          </>
        )}
      </p>
    </div>
  );
}

function Body({ id }: { id: number }) {
  const categories = useCategories();
  const question = useQuestionForEdit(id);
  const save = useSaveQuestion(id);
  return (
    <QueryState query={categories} loading="Loading categories…" error={messages.load.initialData}>
      {(list) => (
        <QueryState query={question} loading="Loading the question…" error={messages.notFound.question}>
          {(current) => (
            <>
              {save.isSuccess && <Saved question={save.data} />}
              <SubmitQuestionForm
                key={current.id}
                categories={list}
                initial={formValues(current)}
                onSubmit={(edited) => save.mutate(edited)}
                pending={save.isPending}
                errorMessage={save.isError ? submitErrorMessage(save.error) : null}
                submitLabel="Save changes"
              />
            </>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

/** Edit a question (/admin/questions/:id/edit, admins): the submit form filled in, saved with PUT /api/questions/{id}. */
export function EditQuestionView({ id }: { id: number }) {
  return (
    <main className="page submissions">
      <header className="submissions__intro">
        <h1>Edit Question</h1>
        <p className="muted">
          Fix the text, the answer or the type, or add a written solution. <Link to="/admin">Back to review</Link>
        </p>
      </header>
      <Body id={id} />
    </main>
  );
}
