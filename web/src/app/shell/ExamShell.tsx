import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The layout route of a test being taken: the page alone, full window, with none of the site's
 * header, navigation, search, notification bell, reminders or footer (CAT's distraction-free
 * screen). The page itself offers the way out.
 */
export function ExamShell() {
  return (
    <div className="exam-shell">
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}
