import { useId, useState, type ReactNode } from 'react';
import type { DifficultyFilterWord } from '@common/api/questions.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '@common/messages.ts';
import { filtersToSearch, readFilters } from '../lib/filterParams.ts';
import { useFilterSelection } from '../hooks/useFilterSelection.ts';
import { DifficultyFilter } from './DifficultyFilter.tsx';
import { OptionPanel } from './OptionPanel.tsx';
import '../questions.css';

/** The bank's current choice as a practice pack takes it: ids (no difficulty) and a name made of their names. */
export interface BankSelection {
  filters: { category: number[]; topic: number[]; source: number[] };
  /** "Quantitative Aptitude · Algebra · CAT 2021", or "All categories" when nothing is chosen. */
  name: string;
}

const namesOf = (ids: readonly number[], options: ReadonlyArray<{ id: number; name: string }>) =>
  ids.map((id) => options.find((option) => option.id === id)?.name).filter((name): name is string => name !== undefined);

/**
 * The question bank (spec section 2): pick categories, then optionally topics, sources and
 * difficulty levels (contract section 8.3), and search. A selection passed in the URL (coming back from a list) is restored.
 * `offlineSave` renders, under the search, what saves questions of the current choice for offline
 * practice (composed by the page: contract 8.5).
 */
export function QuestionBank({ offlineSave }: { offlineSave?: (selection: BankSelection) => ReactNode } = {}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hintId = useId();
  const { selected, add, remove, categories, sources, topics, topicOptions } = useFilterSelection(() =>
    readFilters(params),
  );
  const [difficulty, setDifficulty] = useState<DifficultyFilterWord[]>(() => readFilters(params).difficulty ?? []);
  const noCategory = selected.category.length === 0;
  const chosenNames = [
    ...namesOf(selected.category, categories.data ?? []),
    ...namesOf(selected.topic, topicOptions),
    ...namesOf(selected.source, sources.data ?? []),
  ];
  const selection: BankSelection = { filters: { category: selected.category, topic: selected.topic, source: selected.source }, name: chosenNames.length > 0 ? chosenNames.join(' · ') : 'All categories' };

  return (
    <main className="page question-bank">
      <header className="question-bank__intro">
        <h1>Question Bank</h1>
        <p className="muted">Choose one or more categories, narrow down by topic and source if you like, then search.</p>
      </header>
      <div className="question-bank__panels">
        <OptionPanel
          title="Categories"
          options={categories.data ?? []}
          selectedIds={selected.category}
          onSelect={(id) => add('category', id)}
          onRemove={(id) => remove('category', id)}
          loading={categories.isPending}
          error={categories.isError ? messages.load.initialData : undefined}
        />
        <OptionPanel
          title="Topics"
          options={topicOptions}
          selectedIds={selected.topic}
          onSelect={(id) => add('topic', id)}
          onRemove={(id) => remove('topic', id)}
          disabledMessage={noCategory ? messages.empty.selectCategoryFirst : undefined}
          loading={topics.isLoading}
          error={topics.isError ? messages.load.topics : undefined}
        />
        <OptionPanel
          title="Sources"
          options={sources.data ?? []}
          selectedIds={selected.source}
          onSelect={(id) => add('source', id)}
          onRemove={(id) => remove('source', id)}
          loading={sources.isPending}
          error={sources.isError ? messages.load.initialData : undefined}
        />
      </div>
      <DifficultyFilter value={difficulty} onChange={setDifficulty} />
      <div className="question-bank__actions">
        {noCategory && (
          <p id={hintId} className="question-bank__hint">
            {messages.validation.selectCategory}
          </p>
        )}
        <button
          type="button"
          className="btn btn--primary question-bank__search"
          disabled={noCategory}
          aria-describedby={noCategory ? hintId : undefined}
          onClick={() => navigate(`/questions${filtersToSearch({ ...selected, difficulty })}`)}
        >
          Search
        </button>
      </div>
      {offlineSave?.(selection)}
    </main>
  );
}
