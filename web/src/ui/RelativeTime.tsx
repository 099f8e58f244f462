import { formatDistanceToNow, isValid, parseISO } from 'date-fns';
import { formatDate } from '../lib/format.ts';
import { useMinuteTick } from '../lib/useMinuteTick.ts';

/**
 * A timestamp as "about 2 hours ago" (spec section 2), updated every minute, with the exact
 * date on hover. A time slightly ahead of this device's clock reads "less than a minute ago".
 */
export function RelativeTime({ iso }: { iso: string }) {
  useMinuteTick();
  const date = parseISO(iso);
  if (!isValid(date)) return null;
  const now = Date.now();
  return (
    <time className="relative-time" dateTime={iso} title={formatDate(iso, 'd MMM yyyy, h:mm a')}>
      {formatDistanceToNow(date.getTime() > now ? now : date, { addSuffix: true })}
    </time>
  );
}
