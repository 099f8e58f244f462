/**
 * Route guards (spec sections 2 and 6): visitors go to /register, with `?next=` naming the page
 * they asked for (contract section 7.6: logging in from there returns to it); non-admins on /admin
 * go to /.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { withNext } from '../features/accounts/lib/nextPath.ts';
import { isAdmin } from '@common/policies.ts';
import { useCurrentUser } from '../features/accounts/api/session.ts';
import { Loading } from '../ui/Loading.tsx';

/** Where a visitor goes: /register, remembering the current page as `next`. */
function useVisitorTarget(): string {
  const location = useLocation();
  return withNext('/register', `${location.pathname}${location.search}${location.hash}`);
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLogin } = useCurrentUser();
  const visitorTarget = useVisitorTarget();
  if (isLogin.isPending) return <Loading />;
  if (!isLogin.data) return <Navigate to={visitorTarget} replace />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isLogin, me, user } = useCurrentUser();
  const visitorTarget = useVisitorTarget();
  if (isLogin.isPending || (isLogin.data && me.isPending)) return <Loading />;
  if (!isLogin.data) return <Navigate to={visitorTarget} replace />;
  if (!isAdmin(user)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
