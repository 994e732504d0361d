import { useSearchParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@booknook/ui';
import { useTableState } from '../tables/tableState';
import { BooksTab } from './BooksTab';
import { NotificationsTab } from './NotificationsTab';
import { ReviewsTab } from './ReviewsTab';
import { UsersTab } from './UsersTab';
import './dashboard.css';

const TAB_IDS = ['users', 'notifications', 'reviews', 'books'] as const;
type TabId = (typeof TAB_IDS)[number];
const DEFAULT_TAB: TabId = 'users';

function isTabId(value: string | null): value is TabId {
  return TAB_IDS.includes(value as TabId);
}

/**
 * /dashboard (spec sections 2, 4 and 9): Users, Notifications and Reviews, Users first, and Books
 * (issue 21): the books readers added that wait for approval. The open tab is kept in the address
 * (?tab=), and so is each table's page and order, so a reload or a shared link opens them again;
 * each table keeps its page and order while another tab is open.
 */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = isTabId(requested) ? requested : DEFAULT_TAB;
  const [users, setUsers] = useTableState('users');
  const [notifications, setNotifications] = useTableState('notifications');
  const [reviews, setReviews] = useTableState('reviews');
  const [books, setBooks] = useTableState('books', 'date_added');

  const selectTab = (id: string) => {
    const next = new URLSearchParams(searchParams);
    if (id === DEFAULT_TAB) next.delete('tab');
    else next.set('tab', id);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="admin-dashboard">
      <PageHeader title="Dashboard" description="Manage users, notifications, reviews and the books readers add." />
      <Tabs
        label="Dashboard sections"
        selectedTabId={tab}
        onSelect={selectTab}
        tabs={[
          { id: 'users', label: 'Users', content: <UsersTab state={users} onStateChange={setUsers} /> },
          { id: 'notifications', label: 'Notifications', content: <NotificationsTab state={notifications} onStateChange={setNotifications} /> },
          { id: 'reviews', label: 'Reviews', content: <ReviewsTab state={reviews} onStateChange={setReviews} /> },
          { id: 'books', label: 'Books', content: <BooksTab state={books} onStateChange={setBooks} /> },
        ]}
      />
    </div>
  );
}
