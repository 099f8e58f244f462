import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { submitErrorMessage, useSubmitQuestion } from '../api/submitQuestion.ts';
import { useCategoryOptions } from '../api/taxonomy.ts';
import { SubmitQuestionForm, type QuestionPlacement } from './SubmitQuestionForm.tsx';
import { SubmitSuccess } from './SubmitSuccess.tsx';
import '../submissions.css';

const blankPlacement: QuestionPlacement = { category: '', topic: '', source: '' };

function Body() {
  const categories = useCategoryOptions();
  const submit = useSubmitQuestion();
  const [placement, setPlacement] = useState(blankPlacement);

  if (categories.isPending) return <Loading label="Loading categories…" />;
  if (categories.isError) {
    return (
      <div className="error" role="alert">
        <p>{messages.load.initialData}</p>
        <button type="button" className="btn" onClick={() => void categories.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (submit.data) {
    const sent = submit.data;
    return (
      <SubmitSuccess
        question={sent}
        onSubmitAnother={() => {
          setPlacement({ category: sent.section, topic: sent.topic, source: sent.source });
          submit.reset();
        }}
      />
    );
  }
  return (
    <SubmitQuestionForm
      categories={categories.data}
      placement={placement}
      onSubmit={(question) => submit.mutate(question)}
      pending={submit.isPending}
      errorMessage={submit.isError ? submitErrorMessage(submit.error) : null}
    />
  );
}

/** Submit a Question (/submit-question): the form, then its confirmation. */
export function SubmitQuestionView() {
  return (
    <main className="page submissions">
      <header className="submissions__intro">
        <h1>Submit a Question</h1>
        <p className="muted">
          Share a question you found useful. An admin reviews each one before it joins the question bank.{' '}
          <Link to="/submitted-questions">See my submissions</Link>
        </p>
      </header>
      <Body />
    </main>
  );
}
