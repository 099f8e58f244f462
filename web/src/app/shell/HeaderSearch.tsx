import { useId, useState, type FormEvent } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { Icon } from '../../ui/Icon.tsx';

const placeholder = 'Search forums, posts, and questions...';

/** The header search box: Enter with a non-empty term opens /search?q=term. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    if (query) navigate({ pathname: '/search', search: createSearchParams({ q: query }).toString() });
  };

  return (
    <form className="header-search" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <Icon name="search" size={18} />
      <input
        id={inputId}
        type="search"
        placeholder={placeholder}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
