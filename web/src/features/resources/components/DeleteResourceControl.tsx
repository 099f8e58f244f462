import { useState } from 'react';
import type { Resource } from '@common/api/resources.ts';
import { messages } from '@common/messages.ts';
import { errorMessage } from '../../../lib/api/errors.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useDeleteResource } from '../api/deleteResource.ts';

interface DeleteResourceControlProps {
  resource: Pick<Resource, 'id' | 'title'>;
  /** Called once the list no longer shows it, with its title (to announce). */
  onDeleted: (title: string) => void;
}

/**
 * Delete on a resource (its uploader or an admin), after a confirm dialog (Cancel first). While
 * the deletion runs both buttons wait; a failure stays in the dialog for another try.
 */
export function DeleteResourceControl({ resource, onDeleted }: DeleteResourceControlProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResource(resource.id);
  const pending = remove.isPending;
  const close = () => {
    if (!pending) {
      setConfirming(false);
      remove.reset();
    }
  };
  return (
    <>
      <button type="button" className="btn resource-item__delete" onClick={() => setConfirming(true)}>
        Delete<span className="visually-hidden"> {resource.title}</span>
      </button>
      {confirming && (
        <Dialog
          title="Delete this resource?"
          onClose={close}
          actions={
            <>
              <button type="button" className="btn" onClick={close} disabled={pending}>
                Cancel
              </button>
              <BusyButton type="button" className="btn btn--danger" busy={pending} onClick={() => remove.mutate(undefined, { onSuccess: () => onDeleted(resource.title) })}>
                Delete
              </BusyButton>
            </>
          }
        >
          <p>“{resource.title}” and its PDF will be removed for everyone. This cannot be undone.</p>
          {remove.isError && (
            <p className="error" role="alert">
              {errorMessage(remove.error, messages.resources.deleteFailed)}
            </p>
          )}
        </Dialog>
      )}
    </>
  );
}
