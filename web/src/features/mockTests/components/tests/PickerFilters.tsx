import { useId } from 'react';
import type { Named } from '@common/api/questions.ts';
import { useCategories, useSources, useTopics } from '../../../../lib/hooks/useTaxonomy.ts';
import type { PickerFilters as Filters } from '../../api/tests.ts';

interface SelectProps {
  label: string;
  value: number | null;
  options: readonly Named[];
  /** The first option's text (no choice). */
  none: string;
  disabled?: boolean;
  onChange: (id: number | null) => void;
}

function FilterSelect({ label, value, options, none, disabled, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="form-field picker-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

interface PickerFiltersProps {
  filters: Filters | null;
  onChange: (filters: Filters | null) => void;
}

/** The question bank's filters for the picker: a category (required), then a topic and a source. */
export function PickerFilters({ filters, onChange }: PickerFiltersProps) {
  const categories = useCategories();
  const sources = useSources();
  const topics = useTopics(filters ? [filters.categoryId] : []);
  return (
    <div className="picker-filters">
      <FilterSelect
        label="Category"
        value={filters?.categoryId ?? null}
        options={categories.data ?? []}
        none={categories.isPending ? 'Loading…' : 'Choose a category'}
        onChange={(categoryId) => onChange(categoryId === null ? null : { categoryId, topicId: null, sourceId: filters?.sourceId ?? null })}
      />
      <FilterSelect
        label="Topic"
        value={filters?.topicId ?? null}
        options={topics.data ?? []}
        none="Any topic"
        disabled={!filters}
        onChange={(topicId) => filters && onChange({ ...filters, topicId })}
      />
      <FilterSelect
        label="Source"
        value={filters?.sourceId ?? null}
        options={sources.data ?? []}
        none="Any source"
        disabled={!filters}
        onChange={(sourceId) => filters && onChange({ ...filters, sourceId })}
      />
    </div>
  );
}
