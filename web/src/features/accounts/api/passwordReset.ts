/**
 * Forgotten password (contract section 7.6): POST /public/password-reset/request mails a code to
 * the account using the address (the answer is the same for every address); POST
 * /public/password-reset/confirm sets the new password with that code.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@common/api/accounts.ts';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';

/** Asks for a reset code for `emailId`; answers how long it stays valid and when another may be asked for. */
export function requestPasswordReset(emailId: string) {
  return ok(apiClient.POST('/public/password-reset/request', { body: { emailId } }));
}

/** Sets the new password with the mailed code (every session of the account ends). */
export function confirmPasswordReset(body: PasswordResetConfirm) {
  return ok(apiClient.POST('/public/password-reset/confirm', { body }));
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
/** Sets the new password; every session of the account ended, so this browser's login state is checked again. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmPasswordReset, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }) });
}

/** What to show for a failed request or confirmation: the server's words for 400 and 429, else a retry hint. */
export function resetErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 429 || error.status === 503)) return error.message;
  return messages.account.resetFailed;
}
