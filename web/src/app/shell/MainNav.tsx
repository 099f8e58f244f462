import { NavLink } from 'react-router';
import { navItems } from './navItems.ts';

/** The centre navigation of wide screens. */
export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Main">
      <ul>
        {navItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.to === '/'} className="main-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
