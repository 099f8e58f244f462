import { ProfileView } from '../../features/accounts/components/ProfileView.tsx';

/** /profile (logged in). */
export default function ProfilePage() {
  return <ProfileView />;
}
