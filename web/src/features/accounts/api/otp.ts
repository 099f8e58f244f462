/**
 * Mobile OTP at registration: GET /public/sendOtp?number= and GET /public/verifyOtp?number=&otp=
 * (spec section 7), and the OTP error texts of spec section 8.
 */
import { useMutation } from '@tanstack/react-query';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';

/** GET /public/sendOtp?number=: sends a code to the 10-digit number. */
export function sendOtp(number: string) {
  return ok(apiClient.GET('/public/sendOtp', { params: { query: { number } } }));
}

/** GET /public/verifyOtp?number=&otp=: checks the code sent to the number. */
export function verifyOtp({ number, otp }: { number: string; otp: string }) {
  return ok(apiClient.GET('/public/verifyOtp', { params: { query: { number, otp } } }));
}

/** Sends a code to the 10-digit number. */
export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}

/** Checks the code sent to the number. */
export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}

/** 429: too many requests; a 400 (a bad number) says what is wrong; anything else: sending failed. */
export function otpSendErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return messages.otp.tooMany;
  if (error instanceof ApiRequestError && error.status === 400 && error.message) return error.message;
  return messages.otp.sendFailed;
}

/** Spec section 8: 429 too many; 400 "OTP Expired" expired; any other 400 invalid. */
export function otpVerifyErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return messages.generic.internal;
  if (error.status === 429) return messages.otp.tooMany;
  if (error.status === 400) return error.message === messages.otp.expired ? messages.otp.expiredShown : messages.otp.invalid;
  return error.message || messages.generic.internal;
}
