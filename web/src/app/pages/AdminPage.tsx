import { AdminDashboard, type ExtraAdminTab } from '../../features/admin/components/AdminDashboard.tsx';
import { ReportsPanel } from '../../features/reports/components/ReportsPanel.tsx';
import { useCurrentUser } from '../../features/accounts/api/session.ts';

const extraTabs: readonly ExtraAdminTab[] = [{ id: 'reports', label: 'Reports', panel: () => <ReportsPanel /> }];

/** /admin (admins only; the router sends others to /): the dashboard with the Reports tab of the reports feature. */
export default function AdminPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Admin Dashboard</title>
      <AdminDashboard extraTabs={extraTabs} viewer={user} />
    </>
  );
}
