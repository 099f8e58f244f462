/**
 * The on-screen calculator's logic (pure; CAT's basic calculator): digits, the four operations
 * evaluated left to right, =, ±, %, √, 1/x, backspace, C (all) and CE (this entry), and memory
 * (MC, MR, MS, M+, M−). Arithmetic is decimal (big.js), so 0.1 + 0.2 shows 0.3. Each key is an
 * action; `press(state, key)` answers the next state, `display` is what the screen shows.
 */
import Big from 'big.js';

/** Decimal places kept by division and square roots. */
const Dec = Big();
Dec.DP = 12;
Dec.RM = Dec.roundHalfUp;

/** Digits shown at most (larger or smaller results switch to exponent form). */
const maxDigits = 14;

export type Operator = '+' | '-' | '*' | '/';

export type CalculatorKey =
  | { kind: 'digit'; digit: string }
  | { kind: 'point' }
  | { kind: 'operator'; operator: Operator }
  | { kind: 'equals' }
  | { kind: 'negate' }
  | { kind: 'percent' }
  | { kind: 'sqrt' }
  | { kind: 'reciprocal' }
  | { kind: 'backspace' }
  | { kind: 'clear' }
  | { kind: 'clearEntry' }
  | { kind: 'memory'; action: 'MC' | 'MR' | 'MS' | 'M+' | 'M-' };

export interface CalculatorState {
  /** What is being typed or the last result, as shown (decimal text), or an error text. */
  display: string;
  /** The left operand waiting for `operator`. */
  accumulator: string | null;
  operator: Operator | null;
  /** The next digit starts a new number (after an operator, =, a function or MR). */
  fresh: boolean;
  /** The memory's value ("0" when empty). */
  memory: string;
  /** The display shows an error; only C / CE (or a digit) go on. */
  error: boolean;
  /** The last `= operand` kept for repeated = (e.g. 2 + 3 = = gives 8). */
  repeat: { operator: Operator; operand: string } | null;
}

export const initialCalculator: CalculatorState = { display: '0', accumulator: null, operator: null, fresh: true, memory: '0', error: false, repeat: null };

export const calculatorErrors = { divideByZero: 'Cannot divide by zero', invalid: 'Invalid input' } as const;

class CalcError extends Error {}

/** A Big as display text: plain decimal, at most `maxDigits` significant digits, no trailing zeros. */
export function formatNumber(value: Big): string {
  if (value.eq(0)) return '0';
  const abs = value.abs();
  if (abs.gte('1e14') || abs.lt('1e-9')) {
    return Number(value.toPrecision(maxDigits - 4)).toExponential().replace('e+', 'e');
  }
  const integerDigits = abs.gte(1) ? abs.round(0, Big.roundDown).toFixed().length : 0;
  const places = Math.max(0, Math.min(12, maxDigits - integerDigits));
  const text = value.round(places, Big.roundHalfUp).toFixed();
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

function apply(left: string, operator: Operator, right: string): string {
  const a = new Dec(left);
  const b = new Dec(right);
  switch (operator) {
    case '+':
      return a.plus(b).toFixed();
    case '-':
      return a.minus(b).toFixed();
    case '*':
      return a.times(b).toFixed();
    case '/':
      if (b.eq(0)) throw new CalcError(calculatorErrors.divideByZero);
      return a.div(b).toFixed();
  }
}

/** The display's number as text (the display may end in "." while typing). */
function current(state: CalculatorState): string {
  return state.display.endsWith('.') ? state.display.slice(0, -1) : state.display;
}

function result(state: CalculatorState, value: string, extra: Partial<CalculatorState> = {}): CalculatorState {
  return { ...state, display: formatNumber(new Dec(value)), fresh: true, error: false, ...extra };
}

function failed(state: CalculatorState, message: string): CalculatorState {
  return { ...initialCalculator, memory: state.memory, display: message, error: true };
}

/** The next state after pressing `key`. Never throws: a division by zero or √ of a negative shows an error text. */
export function press(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (state.error && !['digit', 'point', 'clear', 'clearEntry', 'memory'].includes(key.kind)) return state;
  const base = state.error ? { ...initialCalculator, memory: state.memory } : state;
  try {
    return step(base, key);
  } catch (error) {
    if (error instanceof CalcError) return failed(state, error.message);
    return failed(state, calculatorErrors.invalid);
  }
}

function step(state: CalculatorState, key: CalculatorKey): CalculatorState {
  switch (key.kind) {
    case 'digit': {
      if (!/^\d$/.test(key.digit)) return state;
      if (state.fresh) return { ...state, display: key.digit, fresh: false };
      if (state.display === '0') return { ...state, display: key.digit };
      if (state.display.replace(/[-.]/g, '').length >= maxDigits) return state;
      return { ...state, display: state.display + key.digit };
    }
    case 'point':
      if (state.fresh) return { ...state, display: '0.', fresh: false };
      return state.display.includes('.') ? state : { ...state, display: `${state.display}.` };
    case 'operator': {
      if (state.operator && state.accumulator !== null && !state.fresh) {
        const value = apply(state.accumulator, state.operator, current(state));
        return result(state, value, { accumulator: value, operator: key.operator, repeat: null });
      }
      return { ...state, accumulator: current(state), operator: key.operator, fresh: true, repeat: null };
    }
    case 'equals': {
      if (state.operator && state.accumulator !== null) {
        const operand = current(state);
        const value = apply(state.accumulator, state.operator, operand);
        return result(state, value, { accumulator: null, operator: null, repeat: { operator: state.operator, operand } });
      }
      if (state.repeat) return result(state, apply(current(state), state.repeat.operator, state.repeat.operand));
      return { ...state, fresh: true };
    }
    case 'negate': {
      const value = current(state);
      if (value === '0') return state;
      const negated = value.startsWith('-') ? value.slice(1) : `-${value}`;
      return { ...state, display: state.display.endsWith('.') ? `${negated}.` : negated };
    }
    case 'percent': {
      const x = new Dec(current(state));
      const value = state.accumulator !== null && (state.operator === '+' || state.operator === '-') ? new Dec(state.accumulator).times(x).div(100) : x.div(100);
      return result(state, value.toFixed());
    }
    case 'sqrt': {
      const x = new Dec(current(state));
      if (x.lt(0)) throw new CalcError(calculatorErrors.invalid);
      return result(state, x.sqrt().toFixed());
    }
    case 'reciprocal': {
      const x = new Dec(current(state));
      if (x.eq(0)) throw new CalcError(calculatorErrors.divideByZero);
      return result(state, new Dec(1).div(x).toFixed());
    }
    case 'backspace': {
      if (state.fresh) return state;
      const shorter = state.display.slice(0, -1);
      return { ...state, display: shorter === '' || shorter === '-' ? '0' : shorter };
    }
    case 'clear':
      return { ...initialCalculator, memory: state.memory };
    case 'clearEntry':
      return { ...state, display: '0', fresh: true, error: false };
    case 'memory': {
      switch (key.action) {
        case 'MC':
          return { ...state, memory: '0' };
        case 'MR':
          return { ...state, display: formatNumber(new Dec(state.memory)), fresh: true };
        case 'MS':
          return { ...state, memory: current(state), fresh: true };
        case 'M+':
          return { ...state, memory: new Dec(state.memory).plus(current(state)).toFixed(), fresh: true };
        case 'M-':
          return { ...state, memory: new Dec(state.memory).minus(current(state)).toFixed(), fresh: true };
      }
    }
  }
}

/** Presses `keys` in turn from `state` (default: a fresh calculator). */
export function pressAll(keys: CalculatorKey[], state: CalculatorState = initialCalculator): CalculatorState {
  return keys.reduce(press, state);
}

/**
 * The key a keyboard key stands for while the calculator has focus: 0-9, `.` or `,`, + - * /,
 * x for ×, Enter or =, Backspace, C (clear all), Delete (CE), %; anything else undefined (Escape is
 * left to the panel, which closes on it).
 */
export function keyFromKeyboard(key: string): CalculatorKey | undefined {
  if (/^\d$/.test(key)) return { kind: 'digit', digit: key };
  switch (key) {
    case '.':
    case ',':
      return { kind: 'point' };
    case '+':
    case '-':
    case '*':
    case '/':
      return { kind: 'operator', operator: key };
    case 'x':
      return { kind: 'operator', operator: '*' };
    case 'Enter':
    case '=':
      return { kind: 'equals' };
    case 'Backspace':
      return { kind: 'backspace' };
    case 'c':
    case 'C':
      return { kind: 'clear' };
    case 'Delete':
      return { kind: 'clearEntry' };
    case '%':
      return { kind: 'percent' };
    default:
      return undefined;
  }
}
