import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { submitErrorMessage, useSubmitQuestion } from '../api/submitQuestion.ts';
import { useCategories } from '../../../lib/hooks/useTaxonomy.ts';
import { blankQuestion, SubmitQuestionForm, type QuestionPlacement } from './SubmitQuestionForm.tsx';
import { SubmitSuccess } from './SubmitSuccess.tsx';
import '../submissions.css';

const blankPlacement: QuestionPlacement = { category: '', topic: '', source: '' };

function Body() {
  const categories = useCategories();
  const submit = useSubmitQuestion();
  const [placement, setPlacement] = useState(blankPlacement);

  const sent = submit.data;
  return (
    <QueryState query={categories} loading="Loading categories…" error={messages.load.initialData}>
      {(list) =>
        sent ? (
          <SubmitSuccess
            question={sent}
            onSubmitAnother={() => {
              setPlacement({ category: sent.section, topic: sent.topic, source: sent.source });
              submit.reset();
            }}
          />
        ) : (
          <SubmitQuestionForm
            categories={list}
            key={`${placement.category}/${placement.topic}/${placement.source}`}
            initial={blankQuestion(placement)}
            autoFocusText={placement.category !== ''}
            onSubmit={(question) => submit.mutate(question)}
            pending={submit.isPending}
            errorMessage={submit.isError ? submitErrorMessage(submit.error) : null}
          />
        )
      }
    </QueryState>
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
