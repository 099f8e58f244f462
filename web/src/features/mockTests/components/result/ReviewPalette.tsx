import type { ReviewQuestion } from '@common/api/mockTests.ts';
import { statusLabel, statusOf } from '../../lib/result/figures.ts';
import { StatusMark } from './StatusMark.tsx';

interface ReviewPaletteProps {
  questions: readonly ReviewQuestion[];
  sections: ReadonlyArray<{ name: string }>;
  /** Indexes of the questions the filter keeps, in test order. */
  visible: readonly number[];
  current: number;
  onJump: (index: number) => void;
}

/**
 * The question palette of review mode: per section, a button per kept question with its number
 * and its mark (✓ correct, ✗ wrong, – not answered: symbol, colour and hidden words); the question
 * on screen is `aria-current`.
 */
export function ReviewPalette({ questions, sections, visible, current, onJump }: ReviewPaletteProps) {
  return (
    <nav className="mock-review__palette card" aria-label="Questions">
      {sections.map((section, sectionIndex) => {
        const indexes = visible.filter((index) => questions[index]!.sectionIndex === sectionIndex);
        if (indexes.length === 0) return null;
        return (
          <div key={sectionIndex} className="mock-review__palette-section">
            <h2 className="mock-review__palette-title">{section.name}</h2>
            <ol className="mock-review__palette-list">
              {indexes.map((index) => {
                const status = statusOf(questions[index]!);
                return (
                  <li key={index}>
                    <button
                      type="button"
                      className={`mock-review__jump mock-review__jump--${status}`}
                      aria-current={index === current ? 'true' : undefined}
                      aria-label={`Question ${index + 1}, ${statusLabel[status].toLowerCase()}`}
                      data-testid={`jump-${index + 1}`}
                      onClick={() => onJump(index)}
                    >
                      {index + 1}
                      <StatusMark status={status} compact />
                    </button>
                  </li>
                );
              })}
            </ol>
          </div>
        );
      })}
    </nav>
  );
}
