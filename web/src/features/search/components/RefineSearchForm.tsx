import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../../../ui/Icon.tsx';

/** The results page's own search box; submitting a non-empty term calls `onSearch` with it trimmed. */
export function RefineSearchForm({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const inputId = useId();
  const [term, setTerm] = useState(initial);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    if (query) onSearch(query);
  };

  return (
    <form className="search-refine" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search forums, posts, and questions
      </label>
      <div className="input-box search-refine__box">
        <Icon name="search" size={18} />
        <input
          id={inputId}
          type="search"
          placeholder="Search forums, posts, and questions..."
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className="btn btn--primary" disabled={!term.trim()}>
        Search
      </button>
    </form>
  );
}
