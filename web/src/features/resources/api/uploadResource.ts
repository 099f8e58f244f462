/**
 * Uploading a PDF (spec section 7: POST /api/uploadPdf, multipart `pdfFile`, `description` and the optional `title`)
 * over XMLHttpRequest, whose upload progress events fetch does not offer. Sends the session
 * cookie and X-Requested-With like every API call.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceSchema, type Resource } from '@common/api/resources.ts';
import { ApiRequestError, messageOf, toApiRequestError } from '../../../lib/api/errors.ts';
import { resourceKeys } from './keys.ts';

export interface NewResource {
  file: File;
  /** Trimmed. */
  description: string;
  /** Trimmed; empty means "the file name without .pdf". */
  title: string;
}

/**
 * POSTs the upload; `onProgress` gets the fraction sent (0..1) as the file goes out.
 * Resolves with the created resource (checked by its schema); rejects with ApiRequestError (status 0 for a network
 * failure or an abort through `signal`).
 */
export function sendResource(resource: NewResource, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Resource> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('description', resource.description);
    if (resource.title) form.append('title', resource.title);
    form.append('pdfFile', resource.file, resource.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploadPdf');
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(toApiRequestError(xhr.status, xhr.responseText));
      // Checked against the route's answer schema: this call does not go through the typed client.
      let answer: unknown;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        answer = undefined;
      }
      const created = resourceSchema.safeParse(answer);
      if (created.success) resolve(created.data);
      else reject(new ApiRequestError(xhr.status, 'Unexpected answer from the server', xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'Network Error', null));
    xhr.onabort = () => reject(new ApiRequestError(0, 'Upload cancelled', null));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * The upload mutation: `variables` carry the progress callback and abort signal; on success the
 * resource list is refetched before the mutation settles.
 */
export function useUploadResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resource, onProgress, signal }: { resource: NewResource; onProgress: (fraction: number) => void; signal?: AbortSignal }) =>
      sendResource(resource, onProgress, signal),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.list }),
  });
}

/** What to tell the user about a failed upload: the server's message, else the spec's fallback. */
export function uploadErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status >= 400 && messageOf(error.body) ? error.message : fallback;
}
