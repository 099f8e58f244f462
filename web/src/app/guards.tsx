/** Route guards (spec sections 2 and 6): visitors go to /register, non-admins on /admin go to /. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isAdmin } from '@common/policies.ts';
import { useCurrentUser } from '../features/accounts/api/session.ts';
import { Loading } from '../ui/Loading.tsx';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLogin } = useCurrentUser();
  if (isLogin.isPending) return <Loading />;
  if (!isLogin.data) return <Navigate to="/register" replace />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isLogin, me, user } = useCurrentUser();
  if (isLogin.isPending || (isLogin.data && me.isPending)) return <Loading />;
  if (!isLogin.data) return <Navigate to="/register" replace />;
  if (!isAdmin(user)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
