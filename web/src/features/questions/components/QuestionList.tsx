import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@common/messages.ts';
import { filtersToSearch, readFilters } from '../lib/filterParams.ts';
import { ProblemNotice } from './ProblemNotice.tsx';
import { QuestionResults } from './QuestionResults.tsx';
import '../questions.css';

/**
 * The question list (spec section 2): reads the filters from the URL; the category is
 * required. Links back to the question bank keep the current selection.
 */
export function QuestionList() {
  const [params] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const bankLink = `/question-bank${filtersToSearch(filters)}`;

  return (
    <main className="page question-list">
      <header className="question-list__header">
        <h1>Questions</h1>
        <Link to={bankLink} className="btn">
          <span aria-hidden="true">←</span> Back to Filters
        </Link>
      </header>
      {filters.category.length === 0 ? (
        <ProblemNotice text={messages.validation.categoryRequired} />
      ) : (
        <QuestionResults filters={filters} bankLink={bankLink} />
      )}
    </main>
  );
}
