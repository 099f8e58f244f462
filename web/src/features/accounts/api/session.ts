/** Login state and the current user (spec section 4 "Login state"). */
import { useQuery } from '@tanstack/react-query';
import type { User } from '@common/api/accounts.ts';
import { api } from '../../../lib/api.ts';

export const sessionKeys = {
  isLogin: ['session', 'isLogin'] as const,
  me: ['session', 'me'] as const,
};

/** GET /public/isLogin; a failed check counts as logged out. */
export function useIsLogin() {
  return useQuery({
    queryKey: sessionKeys.isLogin,
    queryFn: async () => {
      try {
        return (await api<boolean>('/public/isLogin')) === true;
      } catch {
        return false;
      }
    },
  });
}

/** GET /api/userDetails, only while logged in. */
export function useCurrentUser() {
  const isLogin = useIsLogin();
  const me = useQuery({
    queryKey: sessionKeys.me,
    queryFn: () => api<User>('/api/userDetails'),
    enabled: isLogin.data === true,
  });
  return { isLogin, me, user: isLogin.data ? me.data : undefined };
}
