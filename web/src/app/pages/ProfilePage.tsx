import { useCurrentUser, useSetCurrentUser } from '../../features/accounts/api/session.ts';
import { ProfileView } from '../../features/accounts/components/ProfileView.tsx';
import { LeaderboardSwitch } from '../../features/mockTests/components/leaderboard/LeaderboardSwitch.tsx';
import { PracticePreferences } from '../../features/questions/components/PracticePreferences.tsx';
import { DigestSetting } from '../../features/notifications/components/DigestSetting.tsx';

/**
 * /profile (logged in): the profile, the practice preferences (timed or untimed) from the questions
 * feature, whether I show on mock test leaderboards, and the daily e-mail digest from the notifications feature.
 */
export default function ProfilePage() {
  const { user } = useCurrentUser();
  const setCurrentUser = useSetCurrentUser();
  return (
    <ProfileView>
      {user && <PracticePreferences user={user} onSaved={setCurrentUser} />}
      {user && <LeaderboardSwitch user={user} onSaved={setCurrentUser} />}
      {user && <DigestSetting />}
    </ProfileView>
  );
}
