import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Named } from '@common/api/questions.ts';
import { submitQuestionSchema, type CheckedQuestion, type SubmitQuestionInput } from '@common/api/submissions.ts';
import { limits } from '@common/limits.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useSources, useTopics } from '../../../lib/hooks/useTaxonomy.ts';
import { isNewName } from '../lib/newName.ts';
import { CategoryField } from './CategoryField.tsx';
import { CorrectAnswerField } from './CorrectAnswerField.tsx';
import { MarkdownEditor } from '../../../ui/editor/MarkdownEditor.tsx';
import { QuestionPreview } from './QuestionPreview.tsx';
import { QuestionTypeField } from './QuestionTypeField.tsx';
import { SuggestionField } from './SuggestionField.tsx';
import { TitaAnswerFields } from './TitaAnswerFields.tsx';

/** Where a question belongs; kept when the user submits another one. */
export type QuestionPlacement = Pick<SubmitQuestionInput, 'category' | 'topic' | 'source'>;

/** Every field of the form as text (what the inputs hold). */
export type QuestionFormValues = QuestionPlacement & {
  questionType: 'MCQ' | 'TITA';
  questionText: string;
  optionA: string;
  optionB: string;
  optionC: string;
  optionD: string;
  correctAnswer: string;
  answerTolerance: string;
  explanation: string;
};

/** A blank form in `placement`. */
export const blankQuestion = (placement: QuestionPlacement): QuestionFormValues => ({
  ...placement,
  questionType: 'MCQ',
  questionText: '',
  optionA: '',
  optionB: '',
  optionC: '',
  optionD: '',
  correctAnswer: '',
  answerTolerance: '',
  explanation: '',
});

interface SubmitQuestionFormProps {
  categories: readonly Named[];
  /** The values the form starts with (a blank question, or the question being edited). */
  initial: QuestionFormValues;
  onSubmit: (question: CheckedQuestion) => void;
  pending: boolean;
  /** The failure text of the last attempt, if it failed. */
  errorMessage: string | null;
  /** The submit button's text ("Submit Question", or "Save changes" when editing). */
  submitLabel?: string;
  /** Focus the question text at once (after "Submit another"). */
  autoFocusText?: boolean;
}

const optionFields = limits.answerOptions.map((letter) => ({ letter, name: `option${letter}` as const }));

/**
 * The question form (react-hook-form + the shared schema, so the server's rules and texts apply
 * here too): category from the list, topic and source picked or typed, the type (MCQ or TITA),
 * the text, options A to D and the correct letter (MCQ) or the correct number and a tolerance
 * (TITA), an optional written solution, and a live preview. Each message is under its field.
 * Used to submit a question and, by admins, to edit one.
 */
export function SubmitQuestionForm({ categories, initial, onSubmit, pending, errorMessage, submitLabel = 'Submit Question', autoFocusText = false }: SubmitQuestionFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<SubmitQuestionInput, unknown, CheckedQuestion>({
    resolver: zodResolver(submitQuestionSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const values = useWatch({ control }) as Partial<QuestionFormValues>;
  const { category, topic, source } = values;
  const tita = values.questionType === 'TITA';

  const categoryId = categories.find((item) => item.name === category)?.id;
  const topics = useTopics(categoryId === undefined ? [] : [categoryId]);
  const topicNames = topics.data?.map((item) => item.name) ?? [];
  const sourceNames = useSources().data?.map((item) => item.name) ?? [];

  const topicHint = !category
    ? 'Choose a category first to see its topics.'
    : topics.isSuccess && isNewName(topic, topicNames)
      ? `New topic: it will be added to ${category}.`
      : 'Pick one of the topics or type a new one.';
  const sourceHint = isNewName(source, sourceNames)
    ? 'New source: it will be added to the list.'
    : 'The book, mock test or paper it comes from.';

  // The options and the answer belong to one type: switching clears the answer; TITA sends no options.
  const typeRegistration = register('questionType', {
    onChange: () => setValue('correctAnswer', ''),
  });
  const submit = handleSubmit(onSubmit);

  return (
    <div className="submit-layout">
      <form
        className="submit-form card"
        onSubmit={(event) => {
          if (tita) for (const { name } of optionFields) setValue(name, '');
          else setValue('answerTolerance', '');
          void submit(event);
        }}
        noValidate
        aria-label={submitLabel === 'Submit Question' ? 'Submit a question' : 'Edit the question'}
      >
        <div className="submit-form__placement">
          <CategoryField id="submit-category" categories={categories} error={errors.category?.message} {...register('category')} />
          <SuggestionField
            id="submit-topic"
            label="Topic"
            suggestions={topicNames}
            hint={topicHint}
            error={errors.topic?.message}
            maxLength={limits.taxonomyNameMax}
            {...register('topic')}
          />
          <SuggestionField
            id="submit-source"
            label="Source"
            suggestions={sourceNames}
            hint={sourceHint}
            error={errors.source?.message}
            maxLength={limits.taxonomyNameMax}
            {...register('source')}
          />
        </div>
        <QuestionTypeField registration={typeRegistration} error={errors.questionType?.message} />
        <MarkdownEditor
          id="submit-question-text"
          label="Question Text"
          rows={6}
          hint="Markdown: **bold**, tables, $x^2$ maths. The preview shows how it will look."
          error={errors.questionText?.message}
          maxLength={limits.questionTextMax}
          autoFocus={autoFocusText}
          {...register('questionText')}
        />
        {tita ? (
          <TitaAnswerFields
            answer={register('correctAnswer')}
            tolerance={register('answerTolerance')}
            answerError={errors.correctAnswer?.message}
            toleranceError={errors.answerTolerance?.message}
          />
        ) : (
          <>
            <div className="submit-form__options">
              {optionFields.map(({ letter, name }) => (
                <TextField key={name} id={`submit-option-${letter}`} label={`Option ${letter}`} error={errors[name]?.message} maxLength={limits.optionMax} {...register(name)} />
              ))}
            </div>
            <CorrectAnswerField registration={register('correctAnswer')} error={errors.correctAnswer?.message ?? errors.answerTolerance?.message} />
          </>
        )}
        <MarkdownEditor
          id="submit-explanation"
          label="Written solution (optional)"
          rows={5}
          hint="How to reach the answer. Shown to people after they answer."
          error={errors.explanation?.message}
          maxLength={limits.explanationMax}
          {...register('explanation')}
        />
        {errorMessage && (
          <p className="error" role="alert">
            {errorMessage}
          </p>
        )}
        <div className="submit-form__actions">
          <button type="submit" className="btn btn--primary btn--large" disabled={pending} aria-busy={pending}>
            {pending && <span className="spinner spinner--small" aria-hidden="true" />}
            {submitLabel}
          </button>
        </div>
      </form>
      <QuestionPreview values={values} />
    </div>
  );
}
