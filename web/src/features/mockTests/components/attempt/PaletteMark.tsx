import type { PaletteState } from '../../lib/attempt/palette.ts';

const marks: Partial<Record<PaletteState, string>> = {
  answered: 'M5 12l5 5 9-10',
  notAnswered: 'M7 7l10 10M17 7L7 17',
  marked: 'M6 21V4h11l-2.5 4 2.5 4H6',
  answeredMarked: 'M5 12l5 5 9-10',
};

/**
 * The small sign on a palette button or legend sample, so the states differ without colour too:
 * a tick (answered), a cross (not answered), a flag (marked for review), a tick on the round
 * marked shape (answered and marked); none for not visited. Decorative: the names say it.
 */
export function PaletteMark({ state }: { state: PaletteState }) {
  const path = marks[state];
  if (!path) return null;
  return (
    <svg className="palette-mark" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={3.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
