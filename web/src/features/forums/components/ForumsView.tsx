import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@common/api/accounts.ts';
import { isAdmin } from '@common/policies.ts';
import { onRequest } from '../../../ui/deferred.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { ForumList } from './ForumList.tsx';
import '../forums.css';

// The form and its validation (react-hook-form, zod: 40 KB compressed) load when someone opens
// it, or points at or focuses its button: the list itself needs neither.
const CreateForumForm = onRequest(() => import('./CreateForumForm.tsx').then((module) => module.CreateForumForm), 'Could not load the form. Check your connection.');

/**
 * The forums page (/forum): every forum with its post count; any logged-in user can create one
 * (an inline form that replaces the Create Forum button), admins can delete any. `user` is the
 * signed-in user (undefined while loading).
 */
export function ForumsView({ user }: { user: User | undefined }) {
  const [creating, setCreating] = useState(false);
  const [focusId, setFocusId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef(false);

  function closeForm() {
    returnFocus.current = true;
    setCreating(false);
  }

  return (
    <main className="page">
      <header className="forum-header">
        <div className="forum-header__text">
          <h1 ref={heading} tabIndex={-1}>
            Forums
          </h1>
          <p className="muted">Topic-wise discussions with fellow aspirants and mentors.</p>
          <p className="forum-header__links">
            <Link to="/contributors">Top contributors</Link>
          </p>
        </div>
        {!creating && (
          <button
            ref={(button) => {
              if (button && returnFocus.current) {
                returnFocus.current = false;
                button.focus();
              }
            }}
            type="button"
            className="btn btn--primary"
            {...CreateForumForm.preloadOn}
            onClick={() => {
              setFocusId(null);
              setCreating(true);
            }}
          >
            <Icon name="plus" size={16} />
            Create Forum
          </button>
        )}
      </header>
      {creating && (
        <CreateForumForm.Component
          onCancel={closeForm}
          onCreated={(forum) => {
            setCreating(false);
            setFocusId(forum.id);
            setAnnouncement(`Forum ${forum.title} created.`);
          }}
        />
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ForumList
        canDelete={isAdmin(user)}
        focusId={focusId}
        onDeleted={(forum) => {
          setAnnouncement(`Forum ${forum.title} deleted.`);
          heading.current?.focus();
        }}
      />
    </main>
  );
}
