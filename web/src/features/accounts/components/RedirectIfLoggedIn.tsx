import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { nextFromSearch } from '../lib/nextPath.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useIsLogin } from '../api/session.ts';

/** Shows its children to visitors only; a logged-in user is sent to `?next=` (a same-site path) or home. */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const isLogin = useIsLogin();
  const next = nextFromSearch(useLocation().search);
  if (isLogin.isPending) return <Loading />;
  if (isLogin.data) return <Navigate to={next ?? '/'} replace />;
  return <>{children}</>;
}
