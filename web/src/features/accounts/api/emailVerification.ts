/**
 * Email verification: GET /api/verifyEmail sends a code to the user's address, POST
 * /api/verifyEmailOtp?otp= checks it (spec section 7). Success refetches the current user, so
 * every view of `emailVerified` updates.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OtpSent, OtpVerified } from '@common/api/verification.ts';
import { messages } from '@common/messages.ts';
import { api, ApiRequestError } from '../../../lib/api.ts';
import { sessionKeys } from './session.ts';

/** Sends a code to the current user's email; a 409 (already verified) refreshes the user. */
export function useSendEmailOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<OtpSent>('/api/verifyEmail'),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}

/** Checks the code; on success the current-user query is invalidated. */
export function useVerifyEmailOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otp: string) => api<OtpVerified>('/api/verifyEmailOtp', { method: 'POST', query: { otp } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}

/** Spec section 8: "Failed to send verification email. Please try again." (429: too many requests). */
export function emailSendErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return messages.otp.tooMany;
  return messages.otp.emailSendFailed;
}
