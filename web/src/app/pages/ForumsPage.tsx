import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { ForumsView } from '../../features/forums/components/ForumsView.tsx';

/** /forum: the forums, with Create Forum for everyone and Delete for admins (who is signed in comes from accounts). */
export default function ForumsPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Forums</title>
      <ForumsView user={user} />
    </>
  );
}
