import { useParams, useSearchParams } from 'react-router';
import { ProfileView } from '../../features/profiles/components/ProfileView.tsx';

/** /u/:username (or /u?username= for "." and ".."): another user's public profile (contract 8.4). */
export default function UserProfilePage() {
  const [search] = useSearchParams();
  const username = useParams().username ?? search.get('username') ?? '';
  return <ProfileView key={username.toLowerCase()} username={username} />;
}
