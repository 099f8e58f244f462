import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { initialCalculator, keyFromKeyboard, press, type CalculatorKey } from '../../lib/attempt/calculator.ts';
import { arrowDelta, clampPosition, type Point } from '../../lib/attempt/panelPosition.ts';

interface Key {
  text: string;
  /** The spoken name when the text is a symbol. */
  label?: string;
  key: CalculatorKey;
  className?: string;
}

const op = (operator: '+' | '-' | '*' | '/', text: string, label: string): Key => ({ text, label, key: { kind: 'operator', operator }, className: 'calc__key--op' });
const digit = (d: string): Key => ({ text: d, key: { kind: 'digit', digit: d } });
const memory = (action: 'MC' | 'MR' | 'MS' | 'M+' | 'M-', label: string): Key => ({ text: action === 'M-' ? 'M−' : action, label, key: { kind: 'memory', action }, className: 'calc__key--memory' });

/** CAT's layout, row by row. */
const rows: Key[][] = [
  [memory('MC', 'Memory clear'), memory('MR', 'Memory recall'), memory('MS', 'Memory store'), memory('M+', 'Memory add'), memory('M-', 'Memory subtract')],
  [
    { text: '←', label: 'Backspace', key: { kind: 'backspace' } },
    { text: 'CE', label: 'Clear entry', key: { kind: 'clearEntry' } },
    { text: 'C', label: 'Clear all', key: { kind: 'clear' } },
    { text: '±', label: 'Change sign', key: { kind: 'negate' } },
    { text: '√', label: 'Square root', key: { kind: 'sqrt' } },
  ],
  [digit('7'), digit('8'), digit('9'), op('/', '÷', 'Divide'), { text: '%', label: 'Percent', key: { kind: 'percent' } }],
  [digit('4'), digit('5'), digit('6'), op('*', '×', 'Multiply'), { text: '1/x', label: 'Reciprocal', key: { kind: 'reciprocal' } }],
  [digit('1'), digit('2'), digit('3'), op('-', '−', 'Minus'), { text: '=', label: 'Equals', key: { kind: 'equals' }, className: 'calc__key--equals' }],
  [{ ...digit('0'), className: 'calc__key--zero' }, { text: '.', label: 'Decimal point', key: { kind: 'point' } }, op('+', '+', 'Plus')],
];

/** A key's accessible name: its spoken label, led by its visible text when that is letters or digits (so "MC, memory clear"). */
function spokenName(text: string, label: string | undefined): string | undefined {
  if (!label) return undefined;
  return /[A-Za-z0-9]/.test(text) && !label.toLowerCase().startsWith(text.toLowerCase()) ? `${text}, ${label.toLowerCase()}` : label;
}

const symbols: Record<string, string> = { '+': '+', '-': '−', '*': '×', '/': '÷' };

/** The viewport's size in CSS pixels. */
const viewport = () => ({ width: document.documentElement.clientWidth, height: window.innerHeight });

/**
 * The on-screen calculator (CAT's basic one; logic in lib/attempt/calculator.ts) in a non-modal
 * panel, docked at the bottom right until moved, so the question stays usable. It moves by
 * dragging its title bar (pointer events: mouse, pen or touch) or with the arrow keys on its
 * Move button (Shift for bigger steps), always kept inside the viewport (also when the window
 * shrinks). Every key is a button; while the panel has focus the keyboard types too (digits,
 * . + - * / = %, Backspace, Delete for CE, C; Enter is = unless a button has focus) and Escape
 * closes it.
 */
export function Calculator({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const [state, setState] = useState(initialCalculator);
  const panel = useRef<HTMLElement>(null);
  /** The panel's top-left corner once moved (null: docked by the stylesheet). */
  const [position, setPosition] = useState<Point | null>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const moveHintId = useId();

  useEffect(() => {
    panel.current?.focus();
  }, []);

  /** Puts the panel's top-left corner at `point`, kept inside the viewport. */
  function place(point: Point) {
    const element = panel.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    setPosition(clampPosition(point, { width, height }, viewport()));
  }

  // A smaller window (a phone turned, a resize) must not leave the panel outside.
  useEffect(() => {
    if (!position) return undefined;
    const onResize = () => place(position);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [position]);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest('.calc__close'))) return;
    const rect = panel.current!.getBoundingClientRect();
    drag.current = { dx: event.clientX - rect.left, dy: event.clientY - rect.top };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (!drag.current) return;
    place({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy });
  }

  function endDrag(event: PointerEvent<HTMLElement>) {
    if (!drag.current) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  }

  function onMoveKey(event: KeyboardEvent<HTMLButtonElement>) {
    const delta = arrowDelta(event.key, event.shiftKey);
    if (!delta) return;
    event.preventDefault();
    event.stopPropagation();
    const rect = panel.current!.getBoundingClientRect();
    place({ x: rect.left + delta.x, y: rect.top + delta.y });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onButton = event.target instanceof HTMLButtonElement;
    if (onButton && (event.key === 'Enter' || event.key === ' ')) return;
    const key = keyFromKeyboard(event.key);
    if (!key) return;
    event.preventDefault();
    setState((current) => press(current, key));
  }

  const pending = state.operator && state.accumulator !== null ? `${state.accumulator} ${symbols[state.operator]}` : '';
  return (
    <section
      ref={panel}
      className={`calc${position ? ' calc--moved' : ''}`}
      style={position ? { left: position.x, top: position.y } : undefined}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="calculator"
    >
      <header className="calc__header" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={endDrag} onPointerCancel={endDrag} data-testid="calc-titlebar">
        <h2 id={titleId} className="calc__title">
          Calculator
        </h2>
        <button type="button" className="btn calc__move" aria-describedby={moveHintId} onKeyDown={onMoveKey} data-testid="calc-move">
          <span aria-hidden="true">✥</span> Move
        </button>
        <span id={moveHintId} className="visually-hidden">
          Arrow keys move the calculator; hold Shift for bigger steps.
        </span>
        <button type="button" className="btn calc__close" onClick={onClose}>
          Close
        </button>
      </header>
      <div className="calc__screen">
        <span className="calc__pending" aria-hidden="true">
          {state.memory !== '0' ? 'M ' : ''}
          {pending}
        </span>
        <output className="calc__display" aria-live="polite" aria-label="Display" data-testid="calc-display">
          {state.display}
        </output>
      </div>
      <div className="calc__keys">
        {rows.flat().map(({ text, label, key, className }) => (
          <button
            key={text}
            type="button"
            className={`calc__key${className ? ` ${className}` : ''}`}
            aria-label={spokenName(text, label)}
            onClick={() => setState((current) => press(current, key))}
          >
            {text}
          </button>
        ))}
      </div>
    </section>
  );
}
