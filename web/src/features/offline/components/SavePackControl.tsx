import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { limits } from '@common/limits.ts';
import { errorMessage } from '../../../lib/api/errors.ts';
import type { PackFilters } from '../../../lib/offline/db.ts';
import type { PackRequest } from '../api/packs.ts';
import '../offline.css';

interface SavePackControlProps {
  /** The bank's current categories, topics and sources (difficulty is not a pack filter). */
  filters: PackFilters;
  /** The pack's name, made of the chosen names. */
  name: string;
  /** The logged-in user, who will own the pack's answers. */
  userId: number | null;
}

/** Loads the pack store (and idb) only when a pack is saved, so the bank page carries none of it. */
async function save(request: PackRequest) {
  const { savePack } = await import('../api/packs.ts');
  return savePack(request);
}

/**
 * "Save N questions for offline" on the question bank (contract 8.5): N from limits.packSizes
 * (10, 25, 50), from the bank's current categories, topics and sources, questions not answered
 * yet; says what it saved (or why not) in a status line, with a link to offline practice.
 */
export function SavePackControl({ filters, name, userId }: SavePackControlProps) {
  const headingId = useId();
  const noteId = useId();
  const [count, setCount] = useState<number>(limits.packSizes[0]);
  const mutation = useMutation({ mutationFn: save });

  let status: ReactNode = null;
  if (mutation.isPending) status = 'Saving questions on this device…';
  else if (mutation.isError) status = <span className="offline-save__error">{errorMessage(mutation.error, 'The questions could not be saved. Please check your connection and try again.')}</span>;
  else if (mutation.isSuccess)
    status =
      mutation.data === null ? (
        'There are no questions you have not answered yet for this choice.'
      ) : (
        <>
          Saved {mutation.data.questions.length} {mutation.data.questions.length === 1 ? 'question' : 'questions'} for offline.{' '}
          <Link to="/offline">Open offline practice</Link>
        </>
      );

  return (
    <section className="offline-save card" aria-labelledby={headingId} data-testid="save-pack">
      <h2 id={headingId} className="offline-save__title">
        Practise offline
      </h2>
      <p id={noteId} className="muted offline-save__note">
        Keep questions you have not answered yet on this device, with their solutions, to practise without the network. They are chosen by the categories,
        topics and sources above (the difficulty filter is not used).
      </p>
      <fieldset className="status-filter offline-save__sizes">
        <legend className="status-filter__legend">How many questions</legend>
        {limits.packSizes.map((size) => (
          <label key={size} className="status-filter__choice">
            <input type="radio" name={`${headingId}-size`} value={size} checked={count === size} onChange={() => setCount(size)} />
            <span>{size}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn offline-save__button"
        aria-describedby={noteId}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate({ filters, name, count, userId })}
      >
        Save {count} questions for offline
      </button>
      <p className="offline-save__status" role="status" data-testid="save-pack-status">
        {status}
      </p>
    </section>
  );
}
