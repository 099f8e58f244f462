import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Actor } from '@common/policies.ts';
import { Tabs, tabIds, type Tab } from '../../../ui/Tabs.tsx';
import { ImportQuestionsPanel } from './import/ImportQuestionsPanel.tsx';
import { PendingMentorsPanel } from './PendingMentorsPanel.tsx';
import { PendingQuestionsPanel } from './PendingQuestionsPanel.tsx';
import { UsersPanel } from './UsersPanel.tsx';
import '../admin.css';

type OwnTabId = 'questions' | 'mentors' | 'users' | 'import';

const ownTabs: readonly Tab<OwnTabId>[] = [
  { id: 'questions', label: 'Pending Questions' },
  { id: 'mentors', label: 'Pending Mentors' },
  { id: 'users', label: 'User Management' },
  { id: 'import', label: 'Import Questions' },
];

/** A tab another feature adds to the dashboard (composed by the page): its id in `?tab=`, label and panel. */
export interface ExtraAdminTab {
  id: string;
  label: string;
  panel: () => ReactNode;
}

function Panel({ tab, viewer }: { tab: OwnTabId; viewer: Actor | undefined }) {
  switch (tab) {
    case 'questions':
      return <PendingQuestionsPanel />;
    case 'mentors':
      return <PendingMentorsPanel />;
    case 'users':
      return <UsersPanel viewer={viewer} />;
    case 'import':
      return <ImportQuestionsPanel />;
  }
}

/**
 * The admin dashboard (/admin): tabs for question review, mentor requests, users and import, then
 * `extraTabs` from other features (Reports); the tab is kept in `?tab=`. `viewer` is the logged-in
 * admin.
 */
export function AdminDashboard({ extraTabs = [], viewer }: { extraTabs?: readonly ExtraAdminTab[]; viewer: Actor | undefined }) {
  const [params, setParams] = useSearchParams();
  const tabs: readonly Tab<string>[] = [...ownTabs, ...extraTabs.map(({ id, label }) => ({ id, label }))];
  const requested = params.get('tab');
  const selected = tabs.find((tab) => tab.id === requested)?.id ?? 'questions';
  const select = (id: string) => setParams(id === 'questions' ? {} : { tab: id }, { replace: true });
  const extra = extraTabs.find((tab) => tab.id === selected);

  return (
    <main className="page admin">
      <header className="admin__intro">
        <h1>Admin Dashboard</h1>
        <p className="muted">Review what the community sends in and keep the question bank in shape.</p>
      </header>
      <Tabs tabs={tabs} selected={selected} onSelect={select} label="Admin sections" idPrefix="admin" className="admin-tabs" />
      <div role="tabpanel" id={tabIds('admin', selected).panel} aria-labelledby={tabIds('admin', selected).tab} tabIndex={0} className="admin__panel">
        {extra ? extra.panel() : <Panel tab={selected as OwnTabId} viewer={viewer} />}
      </div>
    </main>
  );
}
