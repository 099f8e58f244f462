import { useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { User } from '@common/api/accounts.ts';
import { isAdmin } from '@common/policies.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Icon, type IconName } from '../../ui/Icon.tsx';
import { UserTypeBadge } from '../../ui/UserTypeBadge.tsx';
import { focusStep } from './focusStep.ts';
import { useDismiss } from './useDismiss.ts';
import { useMenuState } from './useMenuState.ts';

interface MenuLink {
  to: string;
  label: string;
  icon: IconName;
}

const links: readonly MenuLink[] = [
  { to: '/profile', label: 'My Profile', icon: 'user' },
  { to: '/responses', label: 'My Responses', icon: 'chart' },
  { to: '/mastery', label: 'My Topics', icon: 'target' },
  { to: '/progress', label: 'My Progress', icon: 'clock' },
  { to: '/offline', label: 'Offline Practice', icon: 'download' },
  { to: '/saved', label: 'Saved', icon: 'bookmark' },
  { to: '/submitted-questions', label: 'Submitted Questions', icon: 'inbox' },
];
const adminLink: MenuLink = { to: '/admin', label: 'Admin Dashboard', icon: 'shield' };

/**
 * The logged-in user's dropdown (a disclosure): toggles on its button, closes on Escape, on a
 * press outside, when focus leaves it, on a click on an item (before the next page has loaded)
 * and on any navigation. Arrow keys move between the items.
 */
export function UserMenu({ user }: { user: User }) {
  const { open, toggle, close } = useMenuState();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, close, container, button);

  const items = isAdmin(user) ? [...links, adminLink] : links;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) toggle();
    // Wait for the panel to be shown before moving focus into it.
    requestAnimationFrame(() => panel.current && focusStep(panel.current, event.key === 'ArrowDown' ? 1 : -1));
  };

  return (
    <div
      className="user-menu"
      ref={container}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Avatar name={user.name} size="sm" />
        <span className="user-menu__name">{user.name}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={panelId} ref={panel} className="user-menu__panel" hidden={!open}>
        <div className="user-menu__head">
          <Avatar name={user.name} />
          <div>
            <p className="user-menu__fullname">{user.name}</p>
            <p className="user-menu__username">@{user.username}</p>
            <UserTypeBadge userType={user.userType} admin={isAdmin(user)} />
          </div>
        </div>
        <ul className="user-menu__list">
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="user-menu__item" onClick={close}>
                <Icon name={item.icon} size={18} />
                {item.label}
              </Link>
            </li>
          ))}
          <li className="user-menu__separator">
            <a href="/logout" className="user-menu__item user-menu__item--logout">
              <Icon name="logout" size={18} />
              Logout
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
