import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../../../ui/Loading.tsx';
import { useIsLogin } from '../api/session.ts';

/** Shows its children to visitors only; a logged-in user is sent to the home page. */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const isLogin = useIsLogin();
  if (isLogin.isPending) return <Loading />;
  if (isLogin.data) return <Navigate to="/" replace />;
  return <>{children}</>;
}
