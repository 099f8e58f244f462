import type { MentionCandidate } from './useMentionSuggestions.ts';

/** The id of option `index` of the mention listbox `listId` (for aria-activedescendant). */
export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The listbox of usernames under the editor while a mention is typed. The textarea keeps focus
 * (it points at the active option with aria-activedescendant); a press on an option chooses it.
 */
export function MentionList({ id, users, active, onChoose }: { id: string; users: MentionCandidate[]; active: number; onChoose: (user: MentionCandidate) => void }) {
  return (
    <ul id={id} role="listbox" aria-label="Mention a user" className="md-editor__mentions" data-testid="mention-list">
      {users.map((user, index) => (
        <li
          key={user.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="md-editor__mention"
          onMouseDown={(event) => {
            event.preventDefault(); // keep focus in the textarea
            onChoose(user);
          }}
        >
          <span className="md-editor__mention-username">@{user.username}</span> <span className="md-editor__mention-name">{user.name}</span>
        </li>
      ))}
    </ul>
  );
}
