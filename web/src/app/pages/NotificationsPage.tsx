import { NotificationsView } from '../../features/notifications/components/NotificationsView.tsx';

/** /notifications (logged in): every notification, newest first. */
export default function NotificationsPage() {
  return (
    <>
      <title>Notifications</title>
      <NotificationsView />
    </>
  );
}
