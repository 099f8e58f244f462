import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@common/messages.ts';
import { filtersToSearch, readFilters } from '../lib/filterParams.ts';
import { ProblemNotice } from './ProblemNotice.tsx';
import { QuestionResults } from './QuestionResults.tsx';
import { StatusFilter } from './StatusFilter.tsx';
import '../questions.css';

/**
 * The question list (spec section 2): reads the filters from the URL; the category is
 * required. Links back to the question bank keep the current selection. The status filter (all,
 * not attempted, answered wrong / right: contract section 7.5) is kept in the URL too.
 */
export function QuestionList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readFilters(params), [params]);
  const bankLink = `/question-bank${filtersToSearch({ ...filters, status: null })}`;

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
        <>
          <StatusFilter
            value={filters.status ?? null}
            onChange={(status) => void navigate(`/questions${filtersToSearch({ ...filters, status })}`, { replace: true })}
          />
          <QuestionResults filters={filters} bankLink={bankLink} />
        </>
      )}
    </main>
  );
}
