import { useId, useState } from 'react';
import { limits } from '@common/limits.ts';
import type { Actor } from '@common/policies.ts';
import { messages } from '@common/messages.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { LoadError } from '../../../ui/QueryState.tsx';
import { usersPageSize, useUsers } from '../api/users.ts';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import { UsersTable } from './UsersTable.tsx';

/** "Showing 1–50 of 120" for a page of `count` (at least one) users from `offset`. */
function pageSummary(offset: number, count: number, total: number): string {
  return `Showing ${offset + 1}–${offset + count} of ${total}`;
}

/**
 * User Management: every user in a table, ordered by name, searchable by name, username or email
 * (debounced), a page at a time with Previous / Next; `viewer` (the admin) gets the moderation
 * actions on every other user.
 */
export function UsersPanel({ viewer }: { viewer: Actor | undefined }) {
  const searchId = useId();
  const [term, setTerm] = useState('');
  const query = useDebouncedValue(term.trim(), limits.searchDebounceMs);
  // The page belongs to the query it was chosen for: a new search starts again at the first page
  // (state adjusted while rendering, so no request goes out for the old page of the new query).
  const [paging, setPaging] = useState({ query, offset: 0 });
  if (paging.query !== query) setPaging({ query, offset: 0 });
  const offset = paging.query === query ? paging.offset : 0;
  const setOffset = (next: number) => setPaging({ query, offset: next });
  const users = useUsers(query, offset);
  const page = users.data;
  const changingPage = users.isPlaceholderData;

  return (
    <section aria-labelledby="users-title">
      <div className="admin-panel__header">
        <h2 id="users-title">User Management</h2>
        <p className="muted" role="status" data-testid="users-summary">
          {page && page.items.length > 0 ? pageSummary(offset, page.items.length, page.total) : ''}
        </p>
      </div>
      <form className="users-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          Search users
        </label>
        <span className="users-search__icon" aria-hidden="true">
          <Icon name="search" size={18} />
        </span>
        <input
          id={searchId}
          type="search"
          value={term}
          maxLength={limits.userSearchMax}
          placeholder="Search by name, username or email"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTerm(event.target.value)}
        />
        {users.isFetching && page && <span className="spinner spinner--small" aria-hidden="true" />}
      </form>

      {users.isPending ? (
        <Loading label="Loading users…" />
      ) : users.isError && !page ? (
        <LoadError text={messages.load.users} onRetry={() => void users.refetch()} className="admin-error" />
      ) : page && page.items.length === 0 ? (
        <div className="empty card admin-empty admin-empty--muted">
          <Icon name="users" size={28} />
          <p>{messages.users.noneFound}</p>
          {query && <p className="users-empty__hint">Nothing matches “{query}”. Try part of a name, username or email.</p>}
        </div>
      ) : (
        page && (
          <>
            {users.isError && (
              <p className="error admin-error" role="alert">
                {messages.load.users}
              </p>
            )}
            <UsersTable users={page.items} busy={changingPage} viewer={viewer} />
            {page.total > usersPageSize && (
              <nav className="users-pager" aria-label="User list pages">
                <button
                  type="button"
                  className="btn"
                  disabled={offset === 0 || changingPage}
                  onClick={() => setOffset(Math.max(0, offset - usersPageSize))}
                >
                  Previous
                </button>
                <span className="muted">
                  Page {Math.floor(offset / usersPageSize) + 1} of {Math.ceil(page.total / usersPageSize)}
                </span>
                <button
                  type="button"
                  className="btn"
                  disabled={offset + usersPageSize >= page.total || changingPage}
                  onClick={() => setOffset(offset + usersPageSize)}
                >
                  Next
                </button>
              </nav>
            )}
          </>
        )
      )}
    </section>
  );
}
