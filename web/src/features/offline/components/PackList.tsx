import { Link } from 'react-router';
import type { SavedPack } from '../../../lib/offline/db.ts';
import { formatDate } from '../../../lib/format.ts';
import { remainingCount } from '../lib/packProgress.ts';

interface PackListProps {
  packs: readonly SavedPack[];
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  /** The id of the pack being deleted, if any. */
  deleting: string | null;
}

/**
 * The practice packs saved on this device (contract 8.5): for each its name, how many questions,
 * when it was saved and how many are left; Practise and Delete. Empty: how to save one.
 */
export function PackList({ packs, onOpen, onDelete, deleting }: PackListProps) {
  if (packs.length === 0) {
    return (
      <p className="offline-packs__empty">
        No questions are saved on this device yet. On the <Link to="/question-bank">question bank</Link>, choose what to practise, then use “Save questions
        for offline”.
      </p>
    );
  }
  return (
    <ul className="offline-packs__list" aria-label="Saved packs">
      {packs.map((pack) => {
        const left = remainingCount(pack);
        return (
          <li key={pack.id} className="offline-pack card" data-testid="saved-pack">
            <h3 className="offline-pack__name">{pack.name}</h3>
            <p className="offline-pack__facts muted">
              {pack.questions.length} {pack.questions.length === 1 ? 'question' : 'questions'} · saved {formatDate(pack.savedAt, 'd MMM yyyy, HH:mm')} ·{' '}
              <span data-testid="pack-remaining">{left === 0 ? 'all answered' : `${left} not answered yet`}</span>
            </p>
            <div className="offline-pack__actions">
              <button type="button" className="btn btn--primary" onClick={() => onOpen(pack.id)} disabled={left === 0} aria-label={`Practise ${pack.name}`}>
                Practise
              </button>
              <button type="button" className="btn" onClick={() => onDelete(pack.id)} disabled={deleting === pack.id} aria-label={`Delete ${pack.name}`}>
                {deleting === pack.id ? 'Deleting…' : 'Delete'}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
