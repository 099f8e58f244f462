import { QueryState } from '../../../../ui/QueryState.tsx';
import { useCategories } from '../../../../lib/hooks/useTaxonomy.ts';
import { testTexts } from '../../lib/tests/texts.ts';
import { GenerateTestForm } from './GenerateTestForm.tsx';
import '../../tests.css';

/** /tests/new: a personal test drawn from the bank (questions I have not answered first, sets whole). */
export function GenerateTestView() {
  const categories = useCategories();
  return (
    <main className="page page--narrow generate-page">
      <header>
        <h1>Create a practice test</h1>
        <p className="muted">
          Choose a category, how many questions and how many minutes for each section. Questions you have not answered yet come first, and a
          set of questions on one passage is always drawn whole.
        </p>
      </header>
      <QueryState query={categories} loading="Loading categories…" error={testTexts.loadCategories} isEmpty={(list) => list.length === 0} empty={<p className="empty card">The question bank has no categories yet.</p>}>
        {(list) => <GenerateTestForm categories={list} />}
      </QueryState>
    </main>
  );
}
