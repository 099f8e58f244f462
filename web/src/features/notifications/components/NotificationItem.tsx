import { Link } from 'react-router';
import type { Notification } from '@common/api/notifications.ts';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { describeNotification, notificationHref } from '../lib/describe.ts';

/**
 * One notification as a link to its place: who did what, the excerpt and when; an unread one is
 * marked (and says "Unread" to screen readers). Following the link marks it read (`onOpen`).
 */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  return (
    <Link
      to={notificationHref(notification)}
      className={`notification${notification.read ? '' : ' notification--unread'}`}
      data-testid="notification"
      onClick={() => onOpen(notification)}
    >
      <span className="notification__dot" aria-hidden="true" />
      <span className="notification__body">
        {!notification.read && <span className="visually-hidden">Unread: </span>}
        <span className="notification__what">{describeNotification(notification)}</span>
        {notification.text && <span className="notification__text">{notification.text}</span>}
        <span className="notification__when">
          <RelativeTime iso={notification.createdAt} />
        </span>
      </span>
    </Link>
  );
}
