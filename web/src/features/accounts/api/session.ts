/** Login state and the current user (spec section 4 "Login state"). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@common/api/accounts.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';

export const sessionKeys = {
  isLogin: ['session', 'isLogin'] as const,
  me: ['session', 'me'] as const,
};

/** GET /public/isLogin: true while logged in; a failed check counts as logged out. */
export async function fetchIsLogin(): Promise<boolean> {
  try {
    return (await ok(apiClient.GET('/public/isLogin'))) === true;
  } catch {
    return false;
  }
}

/** GET /api/userDetails: the current user. */
export function fetchCurrentUser(signal?: AbortSignal) {
  return ok(apiClient.GET('/api/userDetails', { signal }));
}

/** Whether someone is logged in (see `fetchIsLogin`). */
export function useIsLogin() {
  return useQuery({ queryKey: sessionKeys.isLogin, queryFn: fetchIsLogin });
}

/** GET /api/userDetails, only while logged in. */
export function useCurrentUser() {
  const isLogin = useIsLogin();
  const me = useQuery({
    queryKey: sessionKeys.me,
    queryFn: () => fetchCurrentUser(),
    enabled: isLogin.data === true,
  });
  return { isLogin, me, user: isLogin.data ? me.data : undefined };
}

/** Stores `user` (an answer carrying the updated user JSON) as the current user. */
export function useSetCurrentUser() {
  const queryClient = useQueryClient();
  return (user: User) => queryClient.setQueryData(sessionKeys.me, user);
}
