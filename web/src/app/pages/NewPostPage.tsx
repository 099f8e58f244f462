import { NewPostView } from '../../features/forums/components/NewPostView.tsx';

/** /forum/{forumId}/new: the create-post form. */
export default function NewPostPage() {
  return <NewPostView />;
}
