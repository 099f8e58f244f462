import { useId } from 'react';
import type { Named } from '@common/api/questions.ts';
import { TextField } from '../../../../ui/TextField.tsx';
import type { GenerateErrors, GenerateRow } from '../../lib/tests/generateForm.ts';
import { RowMoveButtons } from './RowMoveButtons.tsx';

interface GenerateSectionRowProps {
  row: GenerateRow;
  index: number;
  count: number;
  categories: readonly Named[];
  /** Approved questions in the row's category, when known. */
  available: number | undefined;
  errors: GenerateErrors;
  onChange: (row: GenerateRow) => void;
  onRemove?: () => void;
}

/**
 * One section of a personal test: its category, how many questions, and minutes; with its own
 * errors. No move buttons: a test of CAT's sections takes CAT's order on the server (contract 8.1).
 */
export function GenerateSectionRow({ row, index, count, categories, available, errors, onChange, onRemove }: GenerateSectionRowProps) {
  const selectId = useId();
  const categoryError = errors[`sections.${index}.categoryId`];
  const label = `section ${index + 1}`;
  return (
    <fieldset className="generate-row card" data-testid="generate-row">
      <legend className="generate-row__legend">Section {index + 1}</legend>
      <div className="generate-row__fields">
        <div className="form-field generate-row__category">
          <label htmlFor={selectId}>Category</label>
          <select
            id={selectId}
            value={row.categoryId ?? ''}
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={categoryError ? `${selectId}-error` : undefined}
            onChange={(event) => onChange({ ...row, categoryId: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          {categoryError && (
            <p id={`${selectId}-error`} className="field-error">
              {categoryError}
            </p>
          )}
        </div>
        <TextField
          label="Questions"
          className="generate-row__number"
          inputMode="numeric"
          value={row.count}
          error={errors[`sections.${index}.count`]}
          hint={available !== undefined && row.categoryId !== null ? `${available} ${available === 1 ? 'question' : 'questions'} in this category` : undefined}
          onChange={(event) => onChange({ ...row, count: event.target.value })}
        />
        <TextField
          label="Minutes"
          className="generate-row__number"
          inputMode="numeric"
          value={row.minutes}
          error={errors[`sections.${index}.minutes`]}
          onChange={(event) => onChange({ ...row, minutes: event.target.value })}
        />
      </div>
      <RowMoveButtons label={label} index={index} count={count} onRemove={onRemove} />
    </fieldset>
  );
}
