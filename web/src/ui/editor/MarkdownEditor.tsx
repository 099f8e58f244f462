/**
 * `MarkdownEditor`: the text box for everything users write in Markdown (contract section 7.1).
 * A labelled textarea with Write / Preview tabs (ARIA tabs, arrow keys), a toolbar (Bold, Table,
 * Formula, Image) that edits at the cursor, and image upload by the Image button, paste or
 * drag-and-drop (`POST /api/images`; "Uploading image…" while it runs, then
 * `![image](/api/images/<id>)` at the cursor; a refused file shows the server's text in an alert
 * and the typed text stays). Preview renders with `RichText`, exactly as the text will show.
 *
 * It takes every textarea prop and passes it to the textarea, so it drops in wherever a textarea
 * or `TextAreaField` was:
 *
 * ```tsx
 * // react-hook-form, uncontrolled (the toolbar and uploads fire input events register() reads):
 * <MarkdownEditor label="Content" maxLength={limits.postContentMax} error={errors.content?.message} {...register('content')} />
 * // controlled:
 * <MarkdownEditor label="Add a comment" hideLabel value={text} onChange={(e) => setText(e.target.value)} />
 * // react-hook-form Controller: <Controller name="text" control={control} render={({ field }) => <MarkdownEditor label="Question" {...field} />} />
 * ```
 *
 * Typing `@` and letters offers matching usernames in a listbox under the box (arrow keys move,
 * Enter or Tab chooses, Escape closes; the textarea keeps focus and points at the active option
 * with aria-activedescendant); choosing one completes `@username `.
 *
 * `className` goes to the textarea (as with `TextAreaField`); `fieldClassName` to the wrapper.
 * `aria-describedby` given by the caller is kept and joined with the editor's own hint, error and
 * upload-error ids.
 */
import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { ApiRequestError } from '../../lib/api/errors.ts';
import { FieldNotes, useFieldIds } from '../FieldNotes.tsx';
import { RichText } from '../RichText.tsx';
import { Tabs, tabIds } from '../Tabs.tsx';
import { preloadMarkdown } from '../markdown/preload.ts';
import { EditorToolbar, type ToolbarAction } from './EditorToolbar.tsx';
import { MentionList, mentionOptionId } from './MentionList.tsx';
import { mentionAt, mentionEdit, type TypedMention } from './mentions.ts';
import { useMentionSuggestions, type MentionCandidate } from './useMentionSuggestions.ts';
import { boldEdit, formulaEdit, imageEdit, tableEdit, type Edit } from './insertions.ts';
import { applyEdit } from './textareaEdit.ts';
import { uploadImage } from './uploadImage.ts';
import './editor.css';

export interface MarkdownEditorProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The textarea's label (its accessible name). */
  label: string;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The validation message shown under the box (and announced with it). */
  error?: string;
  hint?: ReactNode;
  /** Class of the wrapping element (default `form-field`). */
  fieldClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

type Mode = 'write' | 'preview';

const tabs = [
  { id: 'write', label: 'Write' },
  { id: 'preview', label: 'Preview' },
] as const;

/** What the alert shows when an upload fails without a message from the server. */
const uploadFailed = 'The image could not be uploaded. Check your connection and try again.';

/** Image types the file picker offers (the server checks the content anyway). */
const imageTypes = 'image/png,image/jpeg,image/webp,image/gif';

export function MarkdownEditor(props: MarkdownEditorProps) {
  const { label, hideLabel, error, hint, fieldClassName, ref, id, onPaste, onDrop, onDragOver, onKeyDown, onSelect, onBlur, 'aria-describedby': describedBy, ...textarea } = props;
  const ids = useFieldIds(id, hint, error);
  const idPrefix = `md-editor-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const uploadErrorId = `${ids.inputId}-upload-error`;
  const input = useRef<HTMLTextAreaElement | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<Mode>('write');
  const [snapshot, setSnapshot] = useState('');
  const [uploads, setUploads] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [mention, setMention] = useState<TypedMention | undefined>(undefined);
  const [activeMention, setActiveMention] = useState(0);
  const candidates = useMentionSuggestions(mention?.query);
  const mentionListId = `${idPrefix}-mentions`;
  const mentionOpen = mode === 'write' && mention !== undefined && candidates.length > 0;
  const active = Math.min(activeMention, Math.max(0, candidates.length - 1));

  // A validation error is about the text: show the box it concerns.
  useEffect(() => {
    if (error) setMode('write');
  }, [error]);

  function setRefs(element: HTMLTextAreaElement | null) {
    input.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  }

  function edit(make: (value: string, start: number, end: number) => Edit) {
    const element = input.current;
    if (!element) return;
    applyEdit(element, make(element.value, element.selectionStart, element.selectionEnd));
  }

  async function upload(files: File[]) {
    for (const file of files) {
      setUploadError(null);
      setUploads((count) => count + 1);
      try {
        const url = await uploadImage(file);
        edit((value, start, end) => imageEdit(value, start, end, url));
      } catch (failure) {
        setUploadError(failure instanceof ApiRequestError ? failure.message : uploadFailed);
        break;
      } finally {
        setUploads((count) => count - 1);
      }
    }
  }

  function onAction(action: ToolbarAction) {
    if (action === 'bold') edit(boldEdit);
    else if (action === 'table') edit(tableEdit);
    else if (action === 'formula') edit(formulaEdit);
    else picker.current?.click();
  }

  function selectMode(next: Mode) {
    if (next === 'preview') {
      preloadMarkdown(input.current?.value ?? '');
      setSnapshot(input.current?.value ?? '');
    }
    setMode(next);
  }

  function handlePaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    onPaste?.(event);
    const files = Array.from(event.clipboardData?.files ?? []);
    if (event.defaultPrevented || files.length === 0) return;
    event.preventDefault();
    void upload(files);
  }

  function handleDragOver(event: DragEvent<HTMLTextAreaElement>) {
    onDragOver?.(event);
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  }

  function handleDrop(event: DragEvent<HTMLTextAreaElement>) {
    onDrop?.(event);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (event.defaultPrevented || files.length === 0) return;
    event.preventDefault();
    void upload(files);
  }

  /** Follows the caret: the mention being typed, if any (called on every selection change and input). */
  function trackMention() {
    const element = input.current;
    const next = element && element.selectionStart === element.selectionEnd ? mentionAt(element.value, element.selectionStart) : undefined;
    setMention((current) => (current?.start === next?.start && current?.query === next?.query ? current : next));
    if (next?.query !== mention?.query) setActiveMention(0);
  }

  function chooseMention(user: MentionCandidate) {
    const element = input.current;
    if (!element || !mention) return;
    applyEdit(element, mentionEdit(mention, element.selectionStart, user.username));
    setMention(undefined);
  }

  function handleMentionKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!mentionOpen) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveMention((active + step + candidates.length) % candidates.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      chooseMention(candidates[active]!);
    } else if (event.key === 'Escape') {
      setMention(undefined);
    } else {
      return false;
    }
    event.preventDefault();
    event.stopPropagation();
    return true;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (handleMentionKey(event)) return;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b') {
      event.preventDefault();
      edit(boldEdit);
      return;
    }
    onKeyDown?.(event);
  }

  const write = tabIds(idPrefix, 'write');
  const preview = tabIds(idPrefix, 'preview');
  const previewText = textarea.value !== undefined ? String(textarea.value) : snapshot;
  const described = [describedBy, ids.describedBy, uploadError ? uploadErrorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`md-editor ${fieldClassName ?? 'form-field'}`}>
      <label htmlFor={ids.inputId} className={hideLabel ? 'visually-hidden' : 'md-editor__label'}>
        {label}
      </label>
      <div className="md-editor__bar">
        <Tabs tabs={tabs} selected={mode} onSelect={selectMode} label="Editor mode" idPrefix={idPrefix} className="md-editor__tabs" />
        {mode === 'write' && <EditorToolbar onAction={onAction} uploading={uploads > 0} />}
      </div>
      <div role="tabpanel" id={write.panel} aria-labelledby={write.tab} hidden={mode !== 'write'} className="md-editor__panel">
        <textarea
          {...textarea}
          ref={setRefs}
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onPaste={handlePaste}
          onDragOver={handleDragOver}
          onDrop={handleDrop}
          onKeyDown={handleKeyDown}
          onSelect={(event) => {
            onSelect?.(event);
            trackMention();
          }}
          onBlur={(event) => {
            onBlur?.(event);
            setMention(undefined);
          }}
          aria-autocomplete="list"
          aria-controls={mentionOpen ? mentionListId : undefined}
          aria-activedescendant={mentionOpen ? mentionOptionId(mentionListId, active) : undefined}
        />
        {mentionOpen && <MentionList id={mentionListId} users={candidates} active={active} onChoose={chooseMention} />}
      </div>
      {mode === 'preview' && (
        <div role="tabpanel" id={preview.panel} aria-labelledby={preview.tab} tabIndex={0} className="md-editor__preview" data-testid="md-preview">
          {previewText.trim() === '' ? <p className="md-editor__empty">Nothing to preview yet.</p> : <RichText text={previewText} />}
        </div>
      )}
      <input
        ref={picker}
        type="file"
        accept={imageTypes}
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) void upload(files);
        }}
      />
      <p className="md-editor__status" role="status">
        {uploads > 0 ? 'Uploading image…' : ''}
      </p>
      {uploadError && (
        <p id={uploadErrorId} className="field-error md-editor__upload-error" role="alert">
          {uploadError}
        </p>
      )}
      <FieldNotes hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
