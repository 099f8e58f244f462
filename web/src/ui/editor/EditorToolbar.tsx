import { useRef, useState, type KeyboardEvent } from 'react';

/** What a toolbar button does. */
export type ToolbarAction = 'bold' | 'table' | 'formula' | 'image';

const buttons: { action: ToolbarAction; label: string; text: string; title: string }[] = [
  { action: 'bold', label: 'Bold', text: 'B', title: 'Bold (Ctrl+B)' },
  { action: 'table', label: 'Table', text: 'Table', title: 'Insert a table' },
  { action: 'formula', label: 'Formula', text: 'Formula', title: 'Insert a TeX formula ($…$)' },
  { action: 'image', label: 'Image', text: 'Image', title: 'Upload an image' },
];

interface EditorToolbarProps {
  onAction: (action: ToolbarAction) => void;
  /** While an upload runs, the Image button is disabled. */
  uploading: boolean;
}

/**
 * The editor's formatting buttons as an ARIA toolbar: one Tab stop, Left/Right arrows move
 * between the buttons (wrapping), Home/End jump to the ends. Buttons are 44 px tap targets, named
 * by their visible text (Bold shows a bold "B"). Pressing one keeps the textarea's selection.
 */
export function EditorToolbar({ onAction, uploading }: EditorToolbarProps) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: buttons.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + buttons.length) % buttons.length;
    setActive(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="md-editor__toolbar" role="toolbar" aria-label="Formatting" onKeyDown={onKeyDown}>
      {buttons.map((button, index) => (
        <button
          key={button.action}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          className={`md-editor__tool md-editor__tool--${button.action}`}
          aria-label={button.label}
          title={button.title}
          tabIndex={index === active ? 0 : -1}
          disabled={button.action === 'image' && uploading}
          onFocus={() => setActive(index)}
          onMouseDown={(event) => event.preventDefault() /* keep the textarea's selection and focus */}
          onClick={() => onAction(button.action)}
        >
          <span aria-hidden="true">{button.text}</span>
        </button>
      ))}
    </div>
  );
}
