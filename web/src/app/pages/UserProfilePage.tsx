import { useParams } from 'react-router';
import { ProfileView } from '../../features/profiles/components/ProfileView.tsx';

/** /u/:username: another user's public profile (contract 8.4). */
export default function UserProfilePage() {
  const { username = '' } = useParams();
  return <ProfileView key={username.toLowerCase()} username={username} />;
}
