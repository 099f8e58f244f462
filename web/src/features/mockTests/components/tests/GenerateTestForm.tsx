import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Named } from '@common/api/questions.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { BusyButton } from '../../../../ui/BusyButton.tsx';
import { Icon } from '../../../../ui/Icon.tsx';
import { TextField } from '../../../../ui/TextField.tsx';
import { useCategoryCounts, useGenerateTest } from '../../api/tests.ts';
import { defaultRows, newRow, rowsShortOfQuestions, toGenerateTest, type GenerateErrors, type GenerateRow } from '../../lib/tests/generateForm.ts';
import { removeAt, updateAt } from '../../lib/tests/listOps.ts';
import { focusFirstInvalid } from '../../lib/tests/focusFirstInvalid.ts';
import { testTexts } from '../../lib/tests/texts.ts';
import { GenerateSectionRow } from './GenerateSectionRow.tsx';

/**
 * The personal test form: an optional title and its sections (category, questions, minutes),
 * starting from CAT's three sections when the bank has them. The server's refusal is shown by
 * the section it concerns ("Not enough questions in this category" by the section asking for
 * more than its category has left), in the server's words. Created: to the test's page.
 */
export function GenerateTestForm({ categories }: { categories: readonly Named[] }) {
  const navigate = useNavigate();
  const generate = useGenerateTest();
  const [title, setTitle] = useState('');
  const [rows, setRows] = useState<GenerateRow[]>(() => defaultRows(categories));
  const [errors, setErrors] = useState<GenerateErrors>({});
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => focusFirstInvalid(form.current), [errors]);
  const available = useCategoryCounts(rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])));

  function submit() {
    const built = toGenerateTest(title, rows);
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    generate.mutate(built.body, {
      onSuccess: (test) => void navigate(`/tests/${test.id}`),
      onError: (error) => {
        if (error.message === messages.tests.notEnough) {
          const short = rowsShortOfQuestions(rows, available);
          const targets = short.length > 0 ? short : rows.length === 1 ? [0] : [];
          if (targets.length > 0) {
            setErrors(Object.fromEntries(targets.map((index) => [`sections.${index}.count`, error.message])));
            return;
          }
        }
        setErrors({ form: error.message || testTexts.generateFailed });
      },
    });
  }

  return (
    <form
      ref={form}
      className="generate-form"
      aria-label="Create a practice test"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Title"
        optional
        maxLength={limits.testTitleMax}
        value={title}
        error={errors.title}
        hint="Left empty, the test is named after its categories."
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="generate-form__rows">
        {rows.map((row, index) => (
          <GenerateSectionRow
            key={row.key}
            row={row}
            index={index}
            count={rows.length}
            categories={categories}
            available={row.categoryId === null ? undefined : available.get(row.categoryId)}
            errors={errors}
            onChange={(changed) => setRows((current) => updateAt(current, index, () => changed))}
            onRemove={rows.length > 1 ? () => setRows((current) => removeAt(current, index)) : undefined}
          />
        ))}
      </div>
      <button
        type="button"
        className="btn"
        disabled={rows.length >= limits.testSectionsMax}
        onClick={() => setRows((current) => [...current, newRow(categories[0]?.id ?? null)])}
      >
        <Icon name="plus" size={16} />
        Add a section
      </button>
      {errors.form && (
        <p className="error" role="alert">
          {errors.form}
        </p>
      )}
      {Object.keys(errors).some((key) => key !== 'form') && (
        <p className="visually-hidden" role="alert">
          {Object.values(errors).join('. ')}
        </p>
      )}
      <div className="generate-form__actions">
        <Link to="/tests" className="btn">
          Cancel
        </Link>
        <BusyButton type="submit" className="btn btn--primary" busy={generate.isPending}>
          Create test
        </BusyButton>
      </div>
    </form>
  );
}
