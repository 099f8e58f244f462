import type { DifficultyFilterWord } from '@common/api/questions.ts';
import { difficultyChoices } from '../lib/difficultyLabel.ts';

/**
 * The question bank's difficulty filter (docs/contract.md section 8.3): a labelled group of
 * checkboxes Easy, Medium, Hard and New (not rated yet); none checked keeps every level.
 */
export function DifficultyFilter({ value, onChange }: { value: readonly DifficultyFilterWord[]; onChange: (words: DifficultyFilterWord[]) => void }) {
  const toggle = (word: DifficultyFilterWord, on: boolean) =>
    onChange(difficultyChoices.map((choice) => choice.value).filter((other) => (other === word ? on : value.includes(other))));
  return (
    <fieldset className="status-filter difficulty-filter" data-testid="difficulty-filter">
      <legend className="status-filter__legend">Difficulty</legend>
      {difficultyChoices.map((choice) => (
        <label key={choice.value} className="status-filter__choice">
          <input type="checkbox" checked={value.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
