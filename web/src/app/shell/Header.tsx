import { Link } from 'react-router';
import { fallbackUser } from '@common/fallbackUser.ts';
import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { BrandLogo } from './BrandLogo.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { MainNav } from './MainNav.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The site header: brand, search and user menu (or LOGIN / REGISTER) on top, the centre
 * navigation below; under 900px the navigation moves into the hamburger menu and the search box
 * to a row of its own. While the login check is under way an empty box holds the search box's
 * place (most visits are logged in), so the page does not move down when it arrives.
 */
export function Header() {
  const { isLogin, me, user } = useCurrentUser();
  const loggedIn = isLogin.data === true;
  // A failed user fetch shows the spec's "Unknown User" rather than nothing.
  const shownUser = user ?? (loggedIn && me.isError ? fallbackUser : undefined);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <BrandLogo />
        {loggedIn && <HeaderSearch />}
        {/* Most visits are logged in: the search box's place is held until the check answers. */}
        {isLogin.isPending && <div className="header-search header-search--pending" aria-hidden="true" />}
        <div className="site-header__actions">
          {loggedIn && <NotificationBell />}
          {loggedIn && shownUser && <UserMenu user={shownUser} />}
          {loggedIn && !shownUser && <span className="user-menu__placeholder" aria-hidden="true" />}
          {isLogin.data === false && (
            <Link to="/register" className="btn btn--primary site-header__login">
              LOGIN / REGISTER
            </Link>
          )}
          <MobileMenu user={shownUser} />
        </div>
      </div>
      <div className="site-header__nav">
        <MainNav />
      </div>
    </header>
  );
}
