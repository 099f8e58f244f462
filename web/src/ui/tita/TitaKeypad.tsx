import { pressTitaKey, type TitaKey } from './titaText.ts';
import './tita.css';

interface KeypadKey {
  text: string;
  /** The spoken name when the text is a symbol. */
  label?: string;
  key: TitaKey;
  className?: string;
}

const char = (c: string, label?: string): KeypadKey => ({ text: c, ...(label ? { label } : {}), key: { kind: 'char', char: c } });

/** CAT's keypad, row by row. */
const keys: KeypadKey[] = [
  { text: '⌫', label: 'Backspace', key: { kind: 'backspace' }, className: 'tita-keypad__key--wide' },
  char('7'),
  char('8'),
  char('9'),
  char('4'),
  char('5'),
  char('6'),
  char('1'),
  char('2'),
  char('3'),
  char('0'),
  char('.', 'Decimal point'),
  char('-', 'Minus'),
  { text: 'Clear All', key: { kind: 'clear' }, className: 'tita-keypad__key--wide' },
];

interface TitaKeypadProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** What the keypad types into, for its accessible name ("Keypad for Your answer"). */
  label?: string;
}

/**
 * The on-screen keypad of a TITA answer box (CAT's: digits, minus, decimal point, backspace,
 * Clear All), a group of buttons that edit `value` through `onChange` (lib: titaText.ts). Shared
 * by the mock test screen and practice.
 */
export function TitaKeypad({ value, onChange, disabled = false, label = 'your answer' }: TitaKeypadProps) {
  return (
    <div className="tita-keypad" role="group" aria-label={`Keypad for ${label}`} data-testid="tita-keypad">
      {keys.map(({ text, label: spoken, key, className }) => (
        <button
          key={text}
          type="button"
          className={`tita-keypad__key${className ? ` ${className}` : ''}`}
          aria-label={spoken}
          disabled={disabled}
          data-key={text}
          onClick={() => onChange(pressTitaKey(value, key))}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
