import { useId, type ReactNode } from 'react';
import { countStates, paletteLabel, paletteStates, type PaletteState } from '../../lib/attempt/palette.ts';
import { PaletteMark } from './PaletteMark.tsx';

interface PaletteProps {
  /** Each question's state, in section order. */
  states: readonly PaletteState[];
  /** The index of the question shown. */
  current: number;
  onGo: (index: number) => void;
  /** Under the grid (the Submit section button). */
  children?: ReactNode;
}

/**
 * CAT's question palette: the legend with the count of each state, then one numbered button per
 * question whose shape, sign and accessible name ("Question 4, answered and marked for review")
 * carry its state, the current one marked `aria-current`.
 */
export function Palette({ states, current, onGo, children }: PaletteProps) {
  const headingId = useId();
  const counts = countStates(states);
  return (
    <nav className="palette" aria-labelledby={headingId} data-testid="palette">
      <h2 id={headingId} className="palette__title">
        Question palette
      </h2>
      <ul className="palette__legend" aria-label="Counts by state">
        {paletteStates.map(({ state, label }) => (
          <li key={state} className="palette__legend-item" data-testid={`legend-${state}`}>
            <span className={`palette__sample palette-state--${state}`} aria-hidden="true">
              {counts[state]}
              <PaletteMark state={state} />
            </span>
            <span className="palette__legend-label">
              <span className="visually-hidden">{counts[state]} </span>
              {label[0]!.toUpperCase() + label.slice(1)}
            </span>
          </li>
        ))}
      </ul>
      <ol className="palette__grid">
        {states.map((state, index) => (
          <li key={index}>
            <button
              type="button"
              className={`palette__button palette-state--${state}`}
              aria-label={`Question ${index + 1}, ${paletteLabel(state)}`}
              aria-current={index === current ? 'step' : undefined}
              data-state={state}
              onClick={() => onGo(index)}
            >
              {index + 1}
              <PaletteMark state={state} />
            </button>
          </li>
        ))}
      </ol>
      {children}
    </nav>
  );
}
