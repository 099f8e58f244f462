import { SavedView } from '../../features/bookmarks/components/SavedView.tsx';

/** /saved: the questions and posts the user saved (bookmarks, docs/contract.md section 7.4). */
export default function SavedPage() {
  return (
    <>
      <title>Saved</title>
      <SavedView />
    </>
  );
}
