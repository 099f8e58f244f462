import { useSearchParams } from 'react-router';
import { Tabs, tabIds, type Tab } from '../../../ui/Tabs.tsx';
import { ImportQuestionsPanel } from './import/ImportQuestionsPanel.tsx';
import { PendingMentorsPanel } from './PendingMentorsPanel.tsx';
import { PendingQuestionsPanel } from './PendingQuestionsPanel.tsx';
import { UsersPanel } from './UsersPanel.tsx';
import '../admin.css';

type TabId = 'questions' | 'mentors' | 'users' | 'import';

const tabs: readonly Tab<TabId>[] = [
  { id: 'questions', label: 'Pending Questions' },
  { id: 'mentors', label: 'Pending Mentors' },
  { id: 'users', label: 'User Management' },
  { id: 'import', label: 'Import Questions' },
];

const isTabId = (value: string | null): value is TabId => tabs.some((tab) => tab.id === value);

function Panel({ tab }: { tab: TabId }) {
  switch (tab) {
    case 'questions':
      return <PendingQuestionsPanel />;
    case 'mentors':
      return <PendingMentorsPanel />;
    case 'users':
      return <UsersPanel />;
    case 'import':
      return <ImportQuestionsPanel />;
  }
}

/** The admin dashboard (/admin): tabs for question review, mentor requests, users and import; the tab is kept in `?tab=`. */
export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabId = isTabId(requested) ? requested : 'questions';
  const select = (id: TabId) => setParams(id === 'questions' ? {} : { tab: id }, { replace: true });

  return (
    <main className="page admin">
      <header className="admin__intro">
        <h1>Admin Dashboard</h1>
        <p className="muted">Review what the community sends in and keep the question bank in shape.</p>
      </header>
      <Tabs tabs={tabs} selected={selected} onSelect={select} label="Admin sections" idPrefix="admin" className="admin-tabs" />
      <div role="tabpanel" id={tabIds('admin', selected).panel} aria-labelledby={tabIds('admin', selected).tab} tabIndex={0} className="admin__panel">
        <Panel tab={selected} />
      </div>
    </main>
  );
}
