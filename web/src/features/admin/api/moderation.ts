/**
 * What an admin does to a user from User Management (contract section 7.6): POST
 * /api/users/{id}/suspend (with the admin's reason, shown to the user), /unsuspend and /role. Each
 * refreshes the user list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../lib/api/errors.ts';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { adminKeys } from './keys.ts';

/** One moderation action on a user. */
export type ModerationAction = { kind: 'suspend'; reason?: string } | { kind: 'unsuspend' } | { kind: 'role'; role: 'admin' | 'user' };

/** Runs `action` on user `id`. */
export function moderateUser(id: number, action: ModerationAction) {
  const path = { params: { path: { id } } };
  if (action.kind === 'suspend') return ok(apiClient.POST('/api/users/{id}/suspend', { ...path, body: { reason: action.reason ?? '' } }));
  if (action.kind === 'unsuspend') return ok(apiClient.POST('/api/users/{id}/unsuspend', path));
  return ok(apiClient.POST('/api/users/{id}/role', { ...path, body: { role: action.role } }));
}

/** `moderateUser` as a mutation; success refreshes every page of the user list. */
export function useModerateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ModerationAction }) => moderateUser(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}

/** The server's words for a refused action (e.g. the last admin), else a retry hint. */
export function moderationErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && [400, 403, 404].includes(error.status)) return error.message;
  return messages.account.moderationFailed;
}
