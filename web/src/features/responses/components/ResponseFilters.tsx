import type { ResponseFilterValues, ResultFilter } from '../lib/responseFilters.ts';

interface ResponseFiltersProps {
  values: ResponseFilterValues;
  categories: readonly { id: number; name: string }[];
  onChange: (values: ResponseFilterValues) => void;
}

/** Category, result and text-search controls for the responses table. */
export function ResponseFilters({ values, categories, onChange }: ResponseFiltersProps) {
  return (
    <form className="response-filters" role="search" aria-label="Filter responses" onSubmit={(event) => event.preventDefault()}>
      <div className="form-field">
        <label htmlFor="response-category">Category</label>
        <select
          id="response-category"
          value={values.categoryId ?? ''}
          onChange={(event) => onChange({ ...values, categoryId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor="response-result">Result</label>
        <select
          id="response-result"
          value={values.result}
          onChange={(event) => onChange({ ...values, result: event.target.value as ResultFilter })}
        >
          <option value="all">All</option>
          <option value="correct">Correct</option>
          <option value="incorrect">Incorrect</option>
        </select>
      </div>
      <div className="form-field response-filters__search">
        <label htmlFor="response-search">Search questions</label>
        <input
          id="response-search"
          type="search"
          placeholder="Words from the question…"
          value={values.search}
          onChange={(event) => onChange({ ...values, search: event.target.value })}
        />
      </div>
    </form>
  );
}
