/** The question bank's selection of categories, topics and sources, with the options behind it. */
import { useMemo, useState } from 'react';
import type { Named } from '@common/api/questions.ts';
import { useCategories, useSources, useTopics } from '../../../lib/hooks/useTaxonomy.ts';
import type { FilterKind, QuestionFilterIds } from '../lib/filterParams.ts';

const knownIds = (ids: readonly number[], options: readonly Named[]) =>
  ids.filter((id) => options.some((option) => option.id === id));

/**
 * Loads categories and sources, and the topics of the chosen categories, and holds the
 * selected ids (starting from `initial`). Removing a category also drops the selected topics
 * of that category. `selected` only reports ids among the loaded options.
 */
export function useFilterSelection(initial: () => QuestionFilterIds) {
  const [ids, setIds] = useState(initial);
  const categories = useCategories();
  const sources = useSources();
  const topics = useTopics(ids.category, { keepPrevious: true });
  const topicOptions = useMemo(
    () => (topics.data ?? []).filter((topic) => ids.category.includes(topic.categoryId)),
    [topics.data, ids.category],
  );

  const selected: QuestionFilterIds = useMemo(
    () => ({
      category: knownIds(ids.category, categories.data ?? []),
      topic: knownIds(ids.topic, topicOptions),
      source: knownIds(ids.source, sources.data ?? []),
    }),
    [ids, categories.data, topicOptions, sources.data],
  );

  const add = (kind: FilterKind, id: number) =>
    setIds((current) => (current[kind].includes(id) ? current : { ...current, [kind]: [...current[kind], id] }));

  const remove = (kind: FilterKind, id: number) =>
    setIds((current) => {
      const next = { ...current, [kind]: current[kind].filter((other) => other !== id) };
      if (kind === 'category') {
        const ofCategory = new Set(topicOptions.filter((topic) => topic.categoryId === id).map((topic) => topic.id));
        next.topic = current.topic.filter((topicId) => !ofCategory.has(topicId));
      }
      return next;
    });

  return { selected, add, remove, categories, sources, topics, topicOptions };
}
