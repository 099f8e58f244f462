import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { editPostSchema, type ForumPost } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { errorMessage } from '../../../lib/api/errors.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { MarkdownEditor } from '../../../ui/editor/MarkdownEditor.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useEditPost } from '../api/editPost.ts';

interface EditPostFormProps {
  post: Pick<ForumPost, 'id' | 'title' | 'content'>;
  /** Closes the form (after saving, on Cancel and on Escape). */
  onClose: () => void;
}

/**
 * The post's title and text in place, for its author: the same rules as a new post (both required
 * after trimming), Save, Cancel, and Escape cancels. A failure keeps the text for another try.
 */
export function EditPostForm({ post, onClose }: EditPostFormProps) {
  const edit = useEditPost(post.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof editPostSchema>, unknown, z.output<typeof editPostSchema>>({
    resolver: zodResolver(editPostSchema),
    mode: 'onTouched',
    defaultValues: { title: post.title, content: post.content },
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !edit.isPending) {
      event.preventDefault();
      onClose();
    }
  };

  return (
    <form className="forum-edit-post" aria-label="Edit post" noValidate onKeyDown={onKeyDown} onSubmit={handleSubmit((change) => edit.mutate(change, { onSuccess: onClose }))}>
      <TextField label="Title" autoFocus maxLength={limits.postTitleMax} error={errors.title?.message} {...register('title')} />
      <MarkdownEditor className="forum-textarea" label="Content" rows={8} maxLength={limits.postContentMax} error={errors.content?.message} {...register('content')} />
      {edit.isError && (
        <p className="error" role="alert">
          {errorMessage(edit.error, messages.forum.editPostFailed)}
        </p>
      )}
      <div className="forum-form__actions">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <BusyButton type="submit" className="btn btn--primary" busy={edit.isPending}>
          Save
        </BusyButton>
      </div>
    </form>
  );
}
