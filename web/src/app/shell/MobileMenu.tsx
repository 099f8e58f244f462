import { useId, useRef } from 'react';
import { NavLink } from 'react-router';
import type { User } from '@common/api/accounts.ts';
import { isAdmin } from '@common/policies.ts';
import { Icon } from '../../ui/Icon.tsx';
import { navItems } from './navItems.ts';
import { useDismiss } from './useDismiss.ts';
import { useMenuState } from './useMenuState.ts';

const accountItems = [
  { to: '/profile', label: 'Profile' },
  { to: '/responses', label: 'My Responses' },
  { to: '/mastery', label: 'My Topics' },
  { to: '/progress', label: 'My Progress' },
  { to: '/offline', label: 'Offline Practice' },
  { to: '/saved', label: 'Saved' },
  { to: '/submitted-questions', label: 'Submitted Questions' },
];

/**
 * The hamburger menu of narrow screens: the main navigation (forum entry labelled FORUMS) and,
 * when logged in, the account pages (Profile, My Responses, My Topics, My Progress, Offline Practice, Saved, Submitted Questions, Admin Dashboard
 * for admins) and Logout. Closes on navigation, Escape and a press outside.
 */
export function MobileMenu({ user }: { user: User | undefined }) {
  const { open, toggle, close } = useMenuState();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, container, button);

  const account = user && isAdmin(user) ? [...accountItems, { to: '/admin', label: 'Admin Dashboard' }] : accountItems;

  return (
    <div className="mobile-menu" ref={container}>
      <button
        ref={button}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <Icon name={open ? 'close' : 'menu'} size={22} />
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id={panelId} className="mobile-menu__panel" aria-label="Main" hidden={!open}>
        <ul>
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} className="mobile-menu__link" onClick={close}>
                {item.mobileLabel ?? item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {user && (
          <>
            <p className="mobile-menu__heading">Your account</p>
            <ul>
              {account.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className="mobile-menu__link" onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <a href="/logout" className="mobile-menu__link mobile-menu__link--logout">
                  Logout
                </a>
              </li>
            </ul>
          </>
        )}
      </nav>
    </div>
  );
}
