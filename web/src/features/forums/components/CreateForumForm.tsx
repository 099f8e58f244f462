import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createForumSchema, type CreateForumInput, type Forum } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useCreateForum } from '../api/createForum.ts';

interface CreateForumFormProps {
  /** Called with the new forum once the list shows it. */
  onCreated: (forum: Forum) => void;
  onCancel: () => void;
}

/**
 * The inline Create Forum form: Title and Description, both required after trimming (blank
 * ones are not sent). Escape cancels. On failure the typed text stays for another try.
 */
export function CreateForumForm({ onCreated, onCancel }: CreateForumFormProps) {
  const createForum = useCreateForum();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateForumInput, unknown, z.output<typeof createForumSchema>>({
    resolver: zodResolver(createForumSchema),
    mode: 'onTouched',
    defaultValues: { title: '', description: '' },
  });
  const pending = createForum.isPending;

  return (
    <form
      className="forum-create card"
      aria-labelledby="forum-create-title"
      noValidate
      onSubmit={handleSubmit((forum) => createForum.mutate(forum, { onSuccess: onCreated }))}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending) {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <h2 id="forum-create-title" className="forum-create__title">
        New forum
      </h2>
      <TextField
        label="Title"
        autoFocus
        maxLength={limits.forumTitleMax}
        error={errors.title?.message}
        placeholder="e.g. Quant: Arithmetic"
        {...register('title')}
      />
      <TextAreaField
        className="forum-textarea"
        label="Description"
        rows={3}
        maxLength={limits.forumDescriptionMax}
        error={errors.description?.message}
        placeholder="What will people discuss here?"
        {...register('description')}
      />
      {createForum.isError && (
        <p className="error" role="alert">
          {messages.forum.createForumFailed}
        </p>
      )}
      <div className="forum-form__actions">
        <button type="button" className="btn" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <BusyButton type="submit" className="btn btn--primary" busy={pending}>
          Create Forum
        </BusyButton>
      </div>
    </form>
  );
}
