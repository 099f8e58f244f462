import type { UseFormRegisterReturn } from 'react-hook-form';
import { limits } from '@common/limits.ts';
import { TextField } from '../../../ui/TextField.tsx';

interface TitaAnswerFieldsProps {
  answer: UseFormRegisterReturn;
  tolerance: UseFormRegisterReturn;
  answerError?: string;
  toleranceError?: string;
}

/** A TITA question's answer: the correct number (decimal keyboard on phones) and an optional tolerance. */
export function TitaAnswerFields({ answer, tolerance, answerError, toleranceError }: TitaAnswerFieldsProps) {
  return (
    <div className="submit-form__tita">
      <TextField
        id="submit-tita-answer"
        label="Correct answer (a number)"
        inputMode="decimal"
        autoComplete="off"
        hint="For example 42, -3.5 or 0.25."
        error={answerError}
        maxLength={limits.titaAnswerMax}
        {...answer}
      />
      <TextField
        id="submit-tita-tolerance"
        label="Tolerance"
        optional
        inputMode="decimal"
        autoComplete="off"
        hint="Answers this close to the correct one count as right. Leave empty for an exact answer."
        error={toleranceError}
        maxLength={limits.titaAnswerMax}
        {...tolerance}
      />
    </div>
  );
}
