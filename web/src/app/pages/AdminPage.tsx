import { AdminDashboard } from '../../features/admin/components/AdminDashboard.tsx';

/** /admin (admins only; the router sends others to /). */
export default function AdminPage() {
  return (
    <>
      <title>Admin Dashboard</title>
      <AdminDashboard />
    </>
  );
}
