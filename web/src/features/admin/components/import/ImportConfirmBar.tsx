import { useEffect, useRef } from 'react';
import { messages } from '@common/messages.ts';
import { rowsText } from './importFile.ts';

interface ImportConfirmBarProps {
  fileName: string;
  validCount: number;
  /** The new categories, topics and sources in words (previewRows.ts `newNamesText`), null when none. */
  createdText: string | null;
  starting: boolean;
  /** The import could not be queued. */
  failed: boolean;
  onConfirm: () => void;
  onChooseAnother: () => void;
}

/**
 * The chosen file's name, what confirming does (how many rows, and the categories, topics and
 * sources it creates), "Choose another file", and Confirm Import (disabled while no row is
 * valid). Its heading takes focus when it appears, so keyboard users land on the preview.
 */
export function ImportConfirmBar({ fileName, validCount, createdText, starting, failed, onConfirm, onChooseAnother }: ImportConfirmBarProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="import-confirm card">
      <h3 className="import-confirm__file" ref={headingRef} tabIndex={-1}>
        <span className="muted">Preview of</span> <span data-testid="import-file-name">{fileName}</span>
      </h3>
      <p className="import-confirm__note" id="import-confirm-note">
        {validCount > 0
          ? `${rowsText(validCount)} ready to import.${createdText ? ` Confirming creates ${createdText}.` : ''}`
          : 'Nothing to import: every row has problems. Fix the file and choose it again.'}
      </p>
      <div className="import-actions">
        <button type="button" className="btn" onClick={onChooseAnother} disabled={starting}>
          Choose another file
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={validCount === 0 || starting}
          aria-busy={starting}
          aria-describedby="import-confirm-note"
          onClick={onConfirm}
        >
          {starting && <span className="spinner spinner--small" aria-hidden="true" />}
          Confirm Import
        </button>
      </div>
      {failed && (
        <p className="field-error import-confirm__error" role="alert">
          {messages.import.failed}
        </p>
      )}
    </div>
  );
}
