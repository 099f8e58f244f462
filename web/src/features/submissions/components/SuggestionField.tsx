import { TextField, type TextFieldProps } from '../../../ui/TextField.tsx';

interface SuggestionFieldProps extends Omit<TextFieldProps, 'list' | 'id'> {
  id: string;
  /** Existing names offered while typing; any other name may be typed. */
  suggestions: readonly string[];
}

/** A text input with a <datalist> of existing names: pick one or type a new one. */
export function SuggestionField({ id, suggestions, ...field }: SuggestionFieldProps) {
  const listId = `${id}-suggestions`;
  return (
    <>
      <TextField id={id} list={listId} autoComplete="off" {...field} />
      <datalist id={listId}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
