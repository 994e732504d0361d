// Page frame of /dashboard: the heading and the three tabs of spec section 2 (Users first).
import { PageHeader, Tabs } from '@booknook/ui';

const TABS = [
  { id: 'users', label: 'Users', content: <p>Reader and administrator accounts.</p> },
  { id: 'notifications', label: 'Notifications', content: <p>Notifications for one reader or for everyone.</p> },
  { id: 'reviews', label: 'Reviews', content: <p>Reviews written by readers.</p> },
];

export function DashboardFrame() {
  return (
    <>
      <PageHeader title="Dashboard" description="Manage users, notifications and reviews." />
      <Tabs label="Dashboard sections" tabs={TABS} defaultTabId="users" />
    </>
  );
}
