import { useId } from 'react';
import { messages } from '@common/messages.ts';
import { useCategories, useTopics } from '../../../lib/hooks/useTaxonomy.ts';
import type { PracticeFilter } from '../lib/practiceFilter.ts';

/**
 * The practice filter: a category (or every category) and, within a chosen category, a topic (or
 * every topic), as two labelled selects.
 */
export function PracticeFilters({ value, onChange }: { value: PracticeFilter; onChange: (filter: PracticeFilter) => void }) {
  const categoryId = useId();
  const topicId = useId();
  const categories = useCategories();
  const topics = useTopics(value.category === null ? [] : [value.category]);
  const topicOptions = (topics.data ?? []).filter((topic) => topic.categoryId === value.category);
  return (
    <div className="practice-filters">
      <div className="form-field">
        <label htmlFor={categoryId}>Category</label>
        <select
          id={categoryId}
          value={value.category ?? ''}
          disabled={categories.isPending}
          onChange={(event) => onChange({ category: event.target.value === '' ? null : Number(event.target.value), topic: null })}
        >
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={topicId}>Topic</label>
        <select
          id={topicId}
          value={value.topic ?? ''}
          disabled={value.category === null || topics.isPending}
          onChange={(event) => onChange({ ...value, topic: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">{value.category === null ? 'Choose a category first' : 'All topics'}</option>
          {topicOptions.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.name}
            </option>
          ))}
        </select>
      </div>
      {(categories.isError || topics.isError) && (
        <p className="error" role="alert">
          {categories.isError ? messages.load.initialData : messages.load.topics}
        </p>
      )}
    </div>
  );
}
