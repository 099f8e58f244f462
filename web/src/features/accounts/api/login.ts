/** POST /perform-login (spec section 7) and the login error texts of spec section 8. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import { api, ApiRequestError } from '../../../lib/api.ts';

/** `Basic base64(username:password)`, UTF-8 safe. */
function basicAuth({ username, password }: LoginInput): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))}`;
}

/** Logs in with form fields plus a Basic header; on success the session queries are refetched. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api<User>('/perform-login', {
        method: 'POST',
        body: new URLSearchParams({ username: input.username, password: input.password }),
        headers: { Authorization: basicAuth(input) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}

/** 401: wrong credentials; another status: login failed; anything else (network): unexpected. */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return messages.auth.unexpected;
  return error.status === 401 ? messages.auth.invalidCredentials : messages.auth.loginFailed;
}
