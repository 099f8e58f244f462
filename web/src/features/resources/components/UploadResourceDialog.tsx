import { useId, useRef, useState, type FormEvent } from 'react';
import { defaultResourceTitle, resourceDescriptionSchema, resourceTitleSchema, type Resource } from '@common/api/resources.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FieldNotes, useFieldIds } from '../../../ui/FieldNotes.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { uploadErrorText, useUploadResource } from '../api/uploadResource.ts';
import { formatFileSize, pdfFileProblem } from '../files.ts';

interface UploadResourceDialogProps {
  /** Called once the list shows the new resource. */
  onUploaded: (resource: Resource) => void;
  /** Cancel, Escape or a click outside; stops an upload under way. */
  onClose: () => void;
}

/**
 * The upload modal: a PDF (type containing "pdf", at most 3 MB, checked as soon as it is chosen),
 * an optional title (the file name without .pdf when left empty) and a required description; a progress bar while the file goes out; the server's message (or
 * the spec's fallback) when the upload fails, keeping what was entered for another try.
 */
export function UploadResourceDialog({ onUploaded, onClose }: UploadResourceDialogProps) {
  const upload = useUploadResource();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const [description, setDescription] = useState('');
  const [descriptionError, setDescriptionError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLTextAreaElement>(null);
  const formId = useId();
  const fileHint = file ? `${file.name} (${formatFileSize(file.size)})` : 'A PDF of at most 3 MB.';
  const fileIds = useFieldIds(undefined, fileHint, fileError);
  const pending = upload.isPending;

  function close() {
    abort.current?.abort();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const fileProblem = file ? pdfFileProblem(file) : messages.resources.fileRequired;
    const parsedTitle = resourceTitleSchema.safeParse(title);
    const titleProblem = parsedTitle.success ? undefined : parsedTitle.error.issues[0]?.message;
    const parsed = resourceDescriptionSchema.safeParse(description);
    const descriptionProblem = parsed.success ? undefined : parsed.error.issues[0]?.message;
    setFileError(fileProblem);
    setTitleError(titleProblem);
    setDescriptionError(descriptionProblem);
    if (fileProblem) fileInput.current?.focus();
    else if (titleProblem) titleInput.current?.focus();
    else if (descriptionProblem) descriptionInput.current?.focus();
    if (!file || fileProblem || !parsedTitle.success || !parsed.success) return;

    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    upload.mutate(
      { resource: { file, title: parsedTitle.data, description: parsed.data }, onProgress: setProgress, signal: controller.signal },
      { onSuccess: onUploaded, onSettled: () => setProgress(null) },
    );
  }

  return (
    <Dialog
      title="Upload a PDF"
      onClose={close}
      actions={
        <>
          <button type="button" className="btn" onClick={close}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn--primary" disabled={pending} aria-busy={pending}>
            {pending && <span className="spinner spinner--small" aria-hidden="true" />}
            Upload
          </button>
        </>
      }
    >
      <form id={formId} className="resource-upload" noValidate onSubmit={submit}>
        <p>Share a free study resource with the community.</p>
        <div className="form-field">
          <label htmlFor={fileIds.inputId}>PDF file</label>
          <input
            ref={fileInput}
            id={fileIds.inputId}
            name="pdfFile"
            type="file"
            accept=".pdf,application/pdf"
            className="resource-upload__file"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileIds.describedBy}
            disabled={pending}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setFileError(chosen ? pdfFileProblem(chosen) : undefined);
              upload.reset();
            }}
          />
          <FieldNotes hint={fileHint} error={fileError} hintId={fileIds.hintId} errorId={fileIds.errorId} />
        </div>
        <TextField
          ref={titleInput}
          label="Title"
          optional
          name="title"
          maxLength={limits.resourceTitleMax}
          placeholder={file ? defaultResourceTitle(file.name) : 'e.g. Quant formula sheet'}
          hint="Shown in the list; the file name when left empty."
          value={title}
          disabled={pending}
          error={titleError}
          onChange={(event) => {
            setTitle(event.target.value);
            if (titleError) setTitleError(undefined);
          }}
        />
        <TextAreaField
          ref={descriptionInput}
          label="Description"
          name="description"
          rows={3}
          maxLength={limits.resourceDescriptionMax}
          placeholder="What is in this PDF, and who is it for?"
          className="resource-upload__description"
          value={description}
          disabled={pending}
          error={descriptionError}
          onChange={(event) => {
            setDescription(event.target.value);
            if (descriptionError) setDescriptionError(undefined);
          }}
        />
        {progress !== null && (
          <div className="resource-upload__progress">
            <progress max={1} value={progress} aria-label="Upload progress" />
            <span aria-live="polite">{progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Saving…'}</span>
          </div>
        )}
        {upload.isError && (
          <p className="error" role="alert">
            {uploadErrorText(upload.error, messages.resources.uploadFailed)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
