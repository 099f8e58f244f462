import { useSearchParams } from 'react-router';
import type { BookmarkKind } from '@common/api/bookmarks.ts';
import { Tabs, tabIds, type Tab } from '../../../ui/Tabs.tsx';
import { SavedList } from './SavedList.tsx';
import '../bookmarks.css';

const tabs: readonly Tab<BookmarkKind>[] = [
  { id: 'question', label: 'Questions', testId: 'saved-tab-questions' },
  { id: 'post', label: 'Posts', testId: 'saved-tab-posts' },
];

/** The Saved page (/saved): my saved questions and posts in two tabs; the tab is kept in `?tab=posts`. */
export function SavedView() {
  const [params, setParams] = useSearchParams();
  const selected: BookmarkKind = params.get('tab') === 'posts' ? 'post' : 'question';
  const select = (id: BookmarkKind) => setParams(id === 'post' ? { tab: 'posts' } : {}, { replace: true });
  const ids = tabIds('saved', selected);
  return (
    <main className="page page--narrow saved">
      <h1>Saved</h1>
      <p className="muted">Questions and posts you saved, most recent first.</p>
      <Tabs tabs={tabs} selected={selected} onSelect={select} label="Saved items" idPrefix="saved" className="saved-tabs" />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={0} className="saved__panel">
        <SavedList key={selected} kind={selected} />
      </div>
    </main>
  );
}
