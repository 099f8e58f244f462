import { useId, useMemo, useState } from 'react';
import type { ImportPreviewRow } from '@common/api/imports.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { Icon } from '../../../../ui/Icon.tsx';
import { Loading } from '../../../../ui/Loading.tsx';
import { importTemplateUrl, importTemplateXlsxUrl, useImportPreview, useStartImport } from '../../api/imports.ts';
import { FileDropZone } from './FileDropZone.tsx';
import { ImportConfirmBar } from './ImportConfirmBar.tsx';
import { ImportJobStatus } from './ImportJobStatus.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { isXlsxFileName, previewErrorText } from './importFile.ts';
import { newNames, newNamesText } from './previewRows.ts';
import './import.css';

const noRows: readonly ImportPreviewRow[] = [];

/**
 * Import Questions (spec sections 2 and 4: choose file, preview fetched at once, confirm, result).
 * The admin picks or drops an .xlsx, sees every row with its problems, confirms, follows the
 * queued job's progress and reads the result. The template can be downloaded as a workbook (the
 * fourteen headers and two example rows) or as a CSV header line.
 */
export function ImportQuestionsPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  /** True once the file zone has been left: when it comes back, its button takes focus. */
  const [focusChooser, setFocusChooser] = useState(false);
  const preview = useImportPreview();
  const start = useStartImport();
  const errorId = useId();
  const rows = preview.data ?? noRows;
  const validCount = useMemo(() => rows.reduce((count, row) => count + (row.errors.length === 0 ? 1 : 0), 0), [rows]);
  const created = useMemo(() => newNames(rows), [rows]);

  const choose = (chosen: File) => {
    start.reset();
    if (!isXlsxFileName(chosen.name)) {
      setFile(null);
      preview.reset();
      setChoiceError(messages.validation.xlsxOnly);
      return;
    }
    setChoiceError(null);
    setFile(chosen);
    setFocusChooser(true);
    preview.mutate(chosen);
  };
  const reset = () => {
    setFile(null);
    setJobId(null);
    setChoiceError(null);
    setFocusChooser(true);
    preview.reset();
    start.reset();
  };
  const queue = () => {
    if (!file) return;
    setJobId(null);
    start.mutate(file, { onSuccess: (queued) => setJobId(queued.jobId) });
  };

  const problem = choiceError ?? (preview.isError ? previewErrorText(preview.error) : null);
  let body;
  if (file && jobId !== null) {
    body = <ImportJobStatus jobId={jobId} fileName={file.name} onReset={reset} onRetry={queue} />;
  } else if (file && preview.isPending) {
    body = <Loading label={`Reading ${file.name}…`} />;
  } else if (file && preview.isSuccess) {
    body = (
      <>
        <ImportConfirmBar
          fileName={file.name}
          validCount={validCount}
          createdText={newNamesText(created)}
          starting={start.isPending}
          failed={start.isError}
          onConfirm={queue}
          onChooseAnother={reset}
        />
        <ImportPreview fileName={file.name} rows={rows} created={created} />
      </>
    );
  } else {
    body = (
      <>
        <FileDropZone onFile={choose} errorId={problem ? errorId : undefined} focusOnMount={focusChooser} />
        {problem && (
          <p id={errorId} className="error import-problem" role="alert">
            {problem}
          </p>
        )}
      </>
    );
  }

  return (
    <section className="import-panel" aria-labelledby="import-questions-title">
      <div className="admin-panel__header">
        <h2 id="import-questions-title">Import Questions</h2>
        <div className="import-templates">
          <a className="btn import-template" href={importTemplateXlsxUrl} download="import-template.xlsx">
            <Icon name="download" size={18} />
            Template (.xlsx)
          </a>
          <a className="btn import-template" href={importTemplateUrl} download="import-template.csv">
            <Icon name="download" size={18} />
            Header row (.csv)
          </a>
        </div>
      </div>
      <p className="muted import-panel__intro">
        Add questions in bulk from an Excel sheet. Check the preview, then confirm: valid rows are published at once,
        missing categories, topics and sources are created, and questions already in the bank are skipped.
      </p>
      <details className="import-columns">
        <summary>Columns of the sheet</summary>
        <p>
          The first row must be the template&apos;s header row. The first nine columns are required for every question:{' '}
          {limits.importColumns.join(', ')}. These may follow, in any order: {limits.importOptionalColumns.join(', ')}.
        </p>
        <ul>
          <li>Question Type: MCQ (the default) or TITA. A TITA question leaves the four options empty; its Correct Answer is a number, and Answer Tolerance (default 0) is how far a typed answer may be from it. An MCQ row leaves Answer Tolerance empty.</li>
          <li>Set Title: rows with the same Set Title, category, topic and source form one set, in file order. Give the passage or data set as Set Text on the set&apos;s first row.</li>
          <li>Explanation: the written solution, shown after the question is answered.</li>
        </ul>
      </details>
      {body}
    </section>
  );
}
