/** The practice preferences (docs/contract.md section 7.5): timed (default) or untimed practice. */
import { useMutation } from '@tanstack/react-query';
import type { User } from '@common/api/accounts.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';

/** PUT /api/preferences { untimedPractice }: answers the user JSON with the saved preference. */
export function savePreferences(untimedPractice: boolean) {
  return ok(apiClient.PUT('/api/preferences', { body: { untimedPractice } }));
}

/** Saves the untimed-practice preference; `onSaved` gets the updated user (the page stores it as the current user). */
export function useSaveUntimedPractice(onSaved: (user: User) => void) {
  return useMutation({ mutationFn: savePreferences, onSuccess: onSaved });
}
