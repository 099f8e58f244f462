import { mistakeReasonLabels, mistakeReasons, type ErrorLogEntry, type MistakeReason } from '@common/api/errorLog.ts';
import { useTagMistake } from '../api/errorLog.ts';

/** "Why did this go wrong?": picks (or clears) the reason of one mistake and saves it at once. */
export function MistakeReasonSelect({ entry }: { entry: ErrorLogEntry }) {
  const tag = useTagMistake();
  const id = `mistake-reason-${entry.responseId}`;
  const shown = tag.isPending ? tag.variables.reason : entry.reason;

  return (
    <div className="form-field mistake__reason">
      <label htmlFor={id}>Why did this go wrong?</label>
      <select
        id={id}
        value={shown ?? ''}
        aria-busy={tag.isPending}
        aria-describedby={tag.isError ? `${id}-error` : undefined}
        onChange={(event) =>
          tag.mutate({ responseId: entry.responseId, reason: (event.target.value || null) as MistakeReason | null })
        }
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
