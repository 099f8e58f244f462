/** POST /public/addUser (spec section 7) and the registration error texts of spec section 8. */
import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput } from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';

/** POST /public/addUser (JSON): creates an account and answers the new user. */
export function registerUser(payload: RegistrationInput) {
  return ok(apiClient.POST('/public/addUser', { body: payload }));
}

/** Creates an account; the new user is not logged in by it. */
export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}

/** 409: duplicate; otherwise the server's own text, falling back to a generic failure. */
export function registrationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return messages.registration.failed;
  if (error.status === 409) return messages.registration.duplicate;
  const { body } = error;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message.trim()) {
    return body.message;
  }
  if (typeof body === 'string' && body.trim()) return body;
  return messages.registration.failed;
}

/** Shown on the login page after a successful registration. */
export const registeredNotice = 'Account created. Please sign in.';
