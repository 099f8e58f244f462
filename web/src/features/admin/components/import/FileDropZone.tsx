import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { limits } from '@common/limits.ts';
import { Icon } from '../../../../ui/Icon.tsx';

interface FileDropZoneProps {
  /** Called with the chosen or dropped file (the first one when several are dropped). */
  onFile: (file: File) => void;
  /** Id of the element describing the last problem, if any, for aria-describedby. */
  errorId?: string;
  /** Focus the button when the zone appears (after "Import another file" or a failed preview). */
  focusOnMount?: boolean;
}

/**
 * Where the admin picks the workbook: a "Choose .xlsx file" button (keyboard and screen readers)
 * and a drop area for dragging a file in. The hidden file input offers .xlsx files; the caller
 * checks what it gets.
 */
export function FileDropZone({ onFile, errorId, focusOnMount = false }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) buttonRef.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    // A file dropped just beside the zone must not make the browser open it and leave the page.
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div
      className={dragging ? 'import-drop import-drop--active' : 'import-drop'}
      data-testid="import-drop"
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <span className="import-drop__icon" aria-hidden="true">
        <Icon name="inbox" size={28} />
      </span>
      <p className="import-drop__title">Drag and drop your Excel file here</p>
      <p className="muted import-drop__or">or</p>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--primary"
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        onClick={() => inputRef.current?.click()}
      >
        Choose .xlsx file
      </button>
      <p id={hintId} className="form-hint import-drop__hint">
        One sheet, columns in this order: {limits.importColumns.join(', ')}. Up to {limits.importMaxBytes / 1024 / 1024} MB.
      </p>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid="import-file-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          event.currentTarget.value = ''; // choosing the same file again is a new choice
        }}
      />
    </div>
  );
}
