import { formatDate } from '../lib/format.ts';

/**
 * "edited" after a post's, reply's or comment's time when its author changed it (`editedAt`, ISO
 * 8601; nothing when null). The exact time shows on hover and is read by screen readers.
 */
export function EditedMark({ editedAt }: { editedAt: string | null | undefined }) {
  if (!editedAt) return null;
  const exact = formatDate(editedAt, 'd MMM yyyy, h:mm a');
  return (
    <span className="edited-mark" title={`Edited ${exact}`} data-testid="edited-mark">
      <span aria-hidden="true">· </span>edited<span className="visually-hidden"> {exact}</span>
    </span>
  );
}
