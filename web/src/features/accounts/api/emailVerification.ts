/**
 * Email verification: GET /api/verifyEmail sends a code to the user's address, POST
 * /api/verifyEmailOtp?otp= checks it (spec section 7). Success refetches the current user, so
 * every view of `emailVerified` updates.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { sessionKeys } from './session.ts';

/** GET /api/verifyEmail: sends a code to the current user's email. */
export function sendEmailOtp() {
  return ok(apiClient.GET('/api/verifyEmail'));
}

/** POST /api/verifyEmailOtp?otp=: checks the code sent to the current user's email. */
export function verifyEmailOtp(otp: string) {
  return ok(apiClient.POST('/api/verifyEmailOtp', { params: { query: { otp } } }));
}

/** Sends a code to the current user's email; a 409 (already verified) refreshes the user. */
export function useSendEmailOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmailOtp,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}

/** Checks the code; on success the current-user query is invalidated. */
export function useVerifyEmailOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailOtp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}

/** Spec section 8: "Failed to send verification email. Please try again." (429: too many requests). */
export function emailSendErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return messages.otp.tooMany;
  return messages.otp.emailSendFailed;
}
