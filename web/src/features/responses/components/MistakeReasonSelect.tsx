import { mistakeReasonLabels, mistakeReasons, type ErrorLogEntry, type MistakeReason } from '@common/api/errorLog.ts';
import { useState } from 'react';
import { useTagMistake } from '../api/errorLog.ts';

/** "Why did this go wrong?": picks (or clears) the reason of one mistake and saves it at once. */
export function MistakeReasonSelect({ entry }: { entry: ErrorLogEntry }) {
  const tag = useTagMistake();
  const id = `mistake-reason-${entry.responseId}`;
  // The pick is held here, set in the change handler: the mutation's pending state reaches React a
  // tick later, and a controlled select would snap back meanwhile. A failed save forgets it.
  const [picked, setPicked] = useState<{ reason: MistakeReason | null } | null>(null);
  const shown = picked ? picked.reason : entry.reason;

  return (
    <div className="form-field mistake__reason">
      <label htmlFor={id}>Why did this go wrong?</label>
      <select
        id={id}
        value={shown ?? ''}
        aria-busy={tag.isPending}
        aria-describedby={tag.isError ? `${id}-error` : undefined}
        onChange={(event) => {
          const reason = (event.target.value || null) as MistakeReason | null;
          setPicked({ reason });
          tag.mutate({ responseId: entry.responseId, reason }, { onError: () => setPicked(null) });
        }}
      >
        <option value="">Not tagged yet</option>
        {mistakeReasons.map((reason) => (
          <option key={reason} value={reason}>
            {mistakeReasonLabels[reason]}
          </option>
        ))}
      </select>
      {tag.isPending && <span className="mistake__saving muted">Saving…</span>}
      {tag.isError && (
        <p id={`${id}-error`} className="field-error" role="alert">
          Could not save the reason. Please try again.
        </p>
      )}
    </div>
  );
}
