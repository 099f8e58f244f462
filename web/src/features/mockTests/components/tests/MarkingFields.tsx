import type { BuilderErrors, BuilderState, MarkingField } from '../../lib/tests/builder.ts';
import { TextField } from '../../../../ui/TextField.tsx';

const fields: ReadonlyArray<{ field: MarkingField; label: string }> = [
  { field: 'correct', label: 'Right answer' },
  { field: 'wrong', label: 'Wrong MCQ answer' },
  { field: 'titaWrong', label: 'Wrong TITA answer' },
];

interface MarkingFieldsProps {
  marking: BuilderState['marking'];
  errors: BuilderErrors;
  onChange: (field: MarkingField, value: string) => void;
}

/** The marks of a right answer, a wrong MCQ and a wrong TITA answer (CAT's +3 / −1 / 0 to start with). */
export function MarkingFields({ marking, errors, onChange }: MarkingFieldsProps) {
  return (
    <fieldset className="builder-marking">
      <legend>Marking</legend>
      <div className="builder-marking__fields">
        {fields.map(({ field, label }) => (
          <TextField
            key={field}
            label={label}
            inputMode="numeric"
            value={marking[field]}
            error={errors[`marking.${field}`]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        ))}
      </div>
      <p className="form-hint">An unanswered question scores 0.</p>
    </fieldset>
  );
}
