import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Named, QuestionInput } from '@common/api/questions.ts';
import { submitQuestionSchema, type SubmitQuestionInput } from '@common/api/submissions.ts';
import { limits } from '@common/limits.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useSources, useTopics } from '../../../lib/hooks/useTaxonomy.ts';
import { isNewName } from '../lib/newName.ts';
import { CategoryField } from './CategoryField.tsx';
import { CorrectAnswerField } from './CorrectAnswerField.tsx';
import { SuggestionField } from './SuggestionField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';

/** Where a question belongs; kept when the user submits another one. */
export type QuestionPlacement = Pick<SubmitQuestionInput, 'category' | 'topic' | 'source'>;

interface SubmitQuestionFormProps {
  categories: readonly Named[];
  placement: QuestionPlacement;
  onSubmit: (question: QuestionInput) => void;
  pending: boolean;
  /** The failure text of the last attempt, if it failed. */
  errorMessage: string | null;
}

const optionFields = limits.answerOptions.map((letter) => ({ letter, name: `option${letter}` as const }));

/**
 * The question form (react-hook-form + the shared schema): category from the list, topic and
 * source picked or typed, text, options A to D and the correct answer; each message under its field.
 */
export function SubmitQuestionForm({ categories, placement, onSubmit, pending, errorMessage }: SubmitQuestionFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SubmitQuestionInput, unknown, QuestionInput>({
    resolver: zodResolver(submitQuestionSchema),
    mode: 'onTouched',
    defaultValues: { ...placement, questionText: '', optionA: '', optionB: '', optionC: '', optionD: '', correctAnswer: '' },
  });
  const [category, topic, source] = useWatch({ control, name: ['category', 'topic', 'source'] });

  const categoryId = categories.find((item) => item.name === category)?.id;
  const topics = useTopics(categoryId === undefined ? [] : [categoryId]);
  const topicNames = topics.data?.map((item) => item.name) ?? [];
  const sourceNames = useSources().data?.map((item) => item.name) ?? [];
  const resuming = placement.category !== '';

  const topicHint = !category
    ? 'Choose a category first to see its topics.'
    : topics.isSuccess && isNewName(topic, topicNames)
      ? `New topic: it will be added to ${category}.`
      : 'Pick one of the topics or type a new one.';
  const sourceHint = isNewName(source, sourceNames)
    ? 'New source: it will be added to the list.'
    : 'The book, mock test or paper it comes from.';

  return (
    <form className="submit-form card" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Submit a question">
      <div className="submit-form__placement">
        <CategoryField
          id="submit-category"
          categories={categories}
          error={errors.category?.message}
          {...register('category')}
        />
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
      <TextAreaField
        id="submit-question-text"
        label="Question Text"
        rows={6}
        hint="Line breaks are kept as you type them."
        error={errors.questionText?.message}
        maxLength={limits.questionTextMax}
        autoFocus={resuming}
        {...register('questionText')}
      />
      <div className="submit-form__options">
        {optionFields.map(({ letter, name }) => (
          <TextField
            key={name}
            id={`submit-option-${letter}`}
            label={`Option ${letter}`}
            error={errors[name]?.message}
            maxLength={limits.optionMax}
            {...register(name)}
          />
        ))}
      </div>
      <CorrectAnswerField registration={register('correctAnswer')} error={errors.correctAnswer?.message} />
      {errorMessage && (
        <p className="error" role="alert">
          {errorMessage}
        </p>
      )}
      <div className="submit-form__actions">
        <button type="submit" className="btn btn--primary btn--large" disabled={pending} aria-busy={pending}>
          {pending && <span className="spinner spinner--small" aria-hidden="true" />}
          Submit Question
        </button>
      </div>
    </form>
  );
}
