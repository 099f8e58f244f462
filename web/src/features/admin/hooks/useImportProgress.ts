import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportProgressEvent } from '@common/events.ts';
import { withSocket } from '../../../lib/socket.ts';
import { invalidateTaxonomy } from '../../../lib/taxonomy.ts';
import { isImportFinished, useImportJob } from '../api/imports.ts';
import { adminKeys } from '../api/keys.ts';

/**
 * A queued import job, kept live (docs/contract.md section 6): refetches the job whenever the server
 * sends `import:progress` for it (and after a reconnect, when events may have been missed), and
 * meanwhile polls it (see `useImportJob`), so progress shows with or without socket events.
 * Once the job has finished the taxonomy is refreshed: the import may have created categories,
 * topics and sources.
 */
export function useImportProgress(jobId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.importJob(jobId) });
    const onProgress = (event: ImportProgressEvent) => {
      if (event.jobId === jobId) refresh();
    };
    return withSocket((socket) => {
      socket.on('import:progress', onProgress);
      socket.on('connect', refresh);
      return () => {
        socket.off('import:progress', onProgress);
        socket.off('connect', refresh);
      };
    });
  }, [jobId, queryClient]);
  const job = useImportJob(jobId);
  const finished = isImportFinished(job.data);
  useEffect(() => {
    if (finished) void invalidateTaxonomy(queryClient);
  }, [finished, queryClient]);
  return job;
}
