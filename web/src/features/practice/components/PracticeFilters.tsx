import { useId } from 'react';
import { messages } from '@common/messages.ts';
import { useCategories, useSources, useTopics } from '../../../lib/hooks/useTaxonomy.ts';
import type { PracticeFilter } from '../lib/practiceFilter.ts';

/**
 * The practice filter: a category (or every category), within a chosen category a topic (or every
 * topic), and a source (or every source), as three labelled selects.
 */
export function PracticeFilters({ value, onChange }: { value: PracticeFilter; onChange: (filter: PracticeFilter) => void }) {
  const categoryId = useId();
  const topicId = useId();
  const sourceId = useId();
  const categories = useCategories();
  const sources = useSources();
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
          onChange={(event) => onChange({ ...value, category: event.target.value === '' ? null : Number(event.target.value), topic: null })}
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
      <div className="form-field">
        <label htmlFor={sourceId}>Source</label>
        <select
          id={sourceId}
          value={value.source ?? ''}
          disabled={sources.isPending}
          onChange={(event) => onChange({ ...value, source: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">All sources</option>
          {(sources.data ?? []).map((source) => (
            <option key={source.id} value={source.id}>
              {source.name}
            </option>
          ))}
        </select>
      </div>
      {(categories.isError || topics.isError || sources.isError) && (
        <p className="error" role="alert">
          {categories.isError ? messages.load.initialData : messages.load.topics}
        </p>
      )}
    </div>
  );
}
