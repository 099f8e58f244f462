import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { limits } from '@common/limits.ts';
import { BusyButton } from '../../../../ui/BusyButton.tsx';
import { TextField } from '../../../../ui/TextField.tsx';
import { useCreateTest } from '../../api/tests.ts';
import { builderReducer, initialBuilderState, serverErrorTarget, toCreateTest, type BuilderErrors } from '../../lib/tests/builder.ts';
import { focusFirstInvalid } from '../../lib/tests/focusFirstInvalid.ts';
import { testTexts } from '../../lib/tests/texts.ts';
import { BuilderSections } from './BuilderSections.tsx';
import { MarkingFields } from './MarkingFields.tsx';
import { WindowFields } from './WindowFields.tsx';
import { PickedQuestions } from './PickedQuestions.tsx';
import { QuestionPicker } from './QuestionPicker.tsx';
import { TestPreview } from './TestPreview.tsx';
import '../../tests.css';

/**
 * The admin test builder (/admin/tests/new): title, marking and ordered sections, each filled from
 * the question bank through its filters; Preview shows the test as candidates will see it, Publish
 * creates it (POST /api/tests) and opens its page. A server 400 is shown in its words, by the
 * question it names.
 */
export function TestBuilder() {
  const [state, dispatch] = useReducer(builderReducer, undefined, initialBuilderState);
  const [errors, setErrors] = useState<BuilderErrors>({});
  const [flagged, setFlagged] = useState<{ questionId: number; message: string } | null>(null);
  const create = useCreateTest();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const main = useRef<HTMLElement>(null);
  useEffect(() => focusFirstInvalid(main.current), [errors]);
  const built = toCreateTest(state);
  const section = state.sections[state.selected];

  function goTo(step: 'build' | 'preview') {
    dispatch({ type: 'setStep', step });
    requestAnimationFrame(() => heading.current?.focus());
  }

  function preview() {
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    create.reset();
    goTo('preview');
  }

  function publish() {
    if (!built.body) return;
    setFlagged(null);
    create.mutate(built.body, {
      onSuccess: (test) => void navigate(`/tests/${test.id}`),
      onError: (error) => {
        const target = serverErrorTarget(state, error.message);
        if (target) setFlagged({ questionId: target.questionId, message: error.message });
      },
    });
  }

  return (
    <main ref={main} className="page test-builder">
      <header className="test-builder__header">
        <h1 ref={heading} tabIndex={-1}>
          {state.step === 'build' ? 'Build a test' : 'Preview the test'}
        </h1>
        <p className="muted" aria-live="polite">
          Step {state.step === 'build' ? 1 : 2} of 2: {state.step === 'build' ? 'choose the sections and their questions' : 'check it as candidates will see it, then publish'}
        </p>
      </header>
      {state.step === 'build' ? (
        <>
          <div className="test-builder__columns">
            <div className="test-builder__main">
              <div className="card test-builder__details">
                <TextField label="Title" maxLength={limits.testTitleMax} value={state.title} error={errors.title} onChange={(event) => dispatch({ type: 'setTitle', title: event.target.value })} />
                <MarkingFields marking={state.marking} errors={errors} onChange={(field, value) => dispatch({ type: 'setMarking', field, value })} />
                <WindowFields
                  window={state.window}
                  exclusive={state.exclusive}
                  errors={errors}
                  onWindow={(field, value) => dispatch({ type: 'setWindow', field, value })}
                  onExclusive={(exclusive) => dispatch({ type: 'setExclusive', exclusive })}
                />
              </div>
              <BuilderSections state={state} errors={errors} dispatch={dispatch} />
              {section && <PickedQuestions section={section} flagged={flagged} dispatch={dispatch} />}
            </div>
            <QuestionPicker state={state} dispatch={dispatch} />
          </div>
          {Object.keys(errors).length > 0 && (
            <p className="error" role="alert">
              {errors.form ?? 'Please correct the marked fields before the preview.'}
            </p>
          )}
          <div className="test-builder__actions">
            <Link to="/tests" className="btn">
              Cancel
            </Link>
            <button type="button" className="btn btn--primary" onClick={preview}>
              Preview
            </button>
          </div>
        </>
      ) : (
        built.body && (
          <>
            <TestPreview test={built.body} flagged={flagged} />
            {create.isError && (
              <p className="error" role="alert">
                {create.error.message || testTexts.publishFailed}
              </p>
            )}
            <div className="test-builder__actions">
              <button type="button" className="btn" onClick={() => goTo('build')}>
                Back to editing
              </button>
              <BusyButton type="button" className="btn btn--primary" busy={create.isPending} onClick={publish}>
                Publish
              </BusyButton>
            </div>
          </>
        )
      )}
    </main>
  );
}
