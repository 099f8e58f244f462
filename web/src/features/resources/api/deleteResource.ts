/** Deleting a resource (its uploader or an admin). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, ok } from '../../../lib/api/client.ts';
import { resourceKeys } from './keys.ts';

/** DELETE /api/resources/{id}: 204; the file goes with it. */
export function deleteResource(id: number) {
  return ok(apiClient.DELETE('/api/resources/{id}', { params: { path: { id } } }));
}

/** Deletes resource `id` (see `deleteResource`); resolves once the list has been refetched. */
export function useDeleteResource(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteResource(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.list }),
  });
}
