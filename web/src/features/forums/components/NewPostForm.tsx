import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { createPostSchema, type ForumPostWrapper } from '@common/api/forums.ts';
import { limits } from '@common/limits.ts';
import { messages } from '@common/messages.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { MarkdownEditor } from '../../../ui/editor/MarkdownEditor.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useCreatePost } from '../api/createPost.ts';

const newPostSchema = createPostSchema.pick({ title: true, content: true });

interface NewPostFormProps {
  forumId: number;
  onCreated: (created: ForumPostWrapper) => void;
}

/**
 * Title and Content of a new post, both required after trimming (blank ones are not sent).
 * On failure the typed text stays for another try.
 */
export function NewPostForm({ forumId, onCreated }: NewPostFormProps) {
  const createPost = useCreatePost(forumId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof newPostSchema>, unknown, z.output<typeof newPostSchema>>({
    resolver: zodResolver(newPostSchema),
    mode: 'onTouched',
    defaultValues: { title: '', content: '' },
  });
  const pending = createPost.isPending;

  return (
    <form
      className="forum-new-post card"
      aria-label="New post"
      noValidate
      onSubmit={handleSubmit((post) => createPost.mutate(post, { onSuccess: onCreated }))}
    >
      <TextField
        label="Title"
        autoFocus
        maxLength={limits.postTitleMax}
        error={errors.title?.message}
        placeholder="A clear, specific question or topic"
        {...register('title')}
      />
      <MarkdownEditor
        className="forum-textarea"
        label="Content"
        rows={10}
        maxLength={limits.postContentMax}
        error={errors.content?.message}
        placeholder="Share the details: what you tried, where you are stuck, links to sources…"
        {...register('content')}
      />
      {createPost.isError && (
        <p className="error" role="alert">
          {messages.forum.createPostFailed}
        </p>
      )}
      <div className="forum-form__actions">
        <Link to={`/forum/${forumId}`} className="btn">
          Cancel
        </Link>
        <BusyButton type="submit" className="btn btn--primary" busy={pending}>
          Create Post
        </BusyButton>
      </div>
    </form>
  );
}
