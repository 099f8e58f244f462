/**
 * My own account (contract section 7.6): POST /api/users/me/password changes my password (my other
 * sessions end) and PATCH /api/users/me edits my name and email address.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChange, ProfileUpdate } from '@common/api/accounts.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { sessionKeys } from './session.ts';

export function changeMyPassword(body: PasswordChange) {
  return ok(apiClient.POST('/api/users/me/password', { body }));
}

export function updateMyProfile(body: ProfileUpdate) {
  return ok(apiClient.PATCH('/api/users/me', { body }));
}

export const useChangePassword = () => useMutation({ mutationFn: changeMyPassword });

/** Saves my profile; the answer replaces the current user, so every view of it updates. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.me, user),
  });
}

/** The server's words for a refused change (400, 409, 429), else `fallback`. */
export function settingsErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && [400, 409, 429].includes(error.status)) return error.message;
  return fallback;
}
