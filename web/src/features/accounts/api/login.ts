/** POST /perform-login (spec section 7) and the login error texts of spec section 8. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';

/** `Basic base64(username:password)`, UTF-8 safe. */
function basicAuth({ username, password }: LoginInput): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  return `Basic ${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))}`;
}

/**
 * POST /perform-login with form fields plus a Basic header; answers the logged-in user. The
 * Content-Type is set here: openapi-fetch would otherwise label the form body as JSON.
 */
export function login(input: LoginInput) {
  return ok(
    apiClient.POST('/perform-login', {
      body: { username: input.username, password: input.password },
      bodySerializer: (body) => new URLSearchParams(body),
      headers: { Authorization: basicAuth(input), 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  );
}

/** Logs in (see `login`); on success the session queries are refetched. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}

/**
 * 401: wrong credentials; 403 for a suspended account: "This account is suspended"; another
 * status: login failed; anything else (network): unexpected.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return messages.auth.unexpected;
  if (error.status === 403 && error.message === messages.account.suspended) return messages.account.suspended;
  return error.status === 401 ? messages.auth.invalidCredentials : messages.auth.loginFailed;
}
