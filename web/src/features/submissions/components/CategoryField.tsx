import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import type { Named } from '@common/api/questions.ts';

interface CategoryFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  categories: readonly Named[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** "Category": a select of the existing categories, by name, with its validation message. */
export function CategoryField({ categories, error, id, ...select }: CategoryFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className="form-field">
      <label htmlFor={selectId}>Category</label>
      <select id={selectId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        <option value="">Choose a category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.name}>
            {category.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
