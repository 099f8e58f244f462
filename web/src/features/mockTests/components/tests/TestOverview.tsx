import { Link } from 'react-router';
import { messages } from '@common/messages.ts';
import { ApiRequestError } from '../../../../lib/api/errors.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { useTest } from '../../api/tests.ts';
import { formatMinutes, totalQuestions, totalSeconds } from '../../lib/tests/format.ts';
import { testTexts } from '../../lib/tests/texts.ts';
import { Instructions } from './Instructions.tsx';
import { KindBadge } from './KindBadge.tsx';
import { MarkingList } from './MarkingList.tsx';
import { SectionList } from './SectionList.tsx';
import { StartButton } from './StartButton.tsx';
import { TestWindowInfo } from './TestWindowInfo.tsx';
import '../../tests.css';

const backLink = (
  <Link to="/tests" className="btn">
    <span aria-hidden="true">←</span> All tests
  </Link>
);

function NotFound() {
  return (
    <main className="page page--narrow test-overview">
      <div className="error load-error" role="alert">
        <p>{messages.tests.notFound}</p>
        <div className="load-error__actions">{backLink}</div>
      </div>
    </main>
  );
}

/** The test page (/tests/:id): sections, time, marking, instructions, and Start / Resume / See result. */
export function TestOverview({ id }: { id: number }) {
  return id > 0 ? <Overview id={id} /> : <NotFound />;
}

function Overview({ id }: { id: number }) {
  const test = useTest(id);
  if (test.error instanceof ApiRequestError && (test.error.status === 404 || test.error.status === 400)) return <NotFound />;
  return (
    <main className="page page--narrow test-overview">
      <QueryState query={test} loading="Loading the test…" error={testTexts.loadTest} errorActions={backLink}>
        {(data) => (
          <>
            <header className="test-overview__header">
              <KindBadge kind={data.kind} />
              <h1>{data.title}</h1>
              <p className="muted">
                {totalQuestions(data.sections)} questions in {data.sections.length} {data.sections.length === 1 ? 'section' : 'sections'} ·{' '}
                {formatMinutes(totalSeconds(data.sections))} in all
              </p>
              <TestWindowInfo test={data} />
            </header>
            <section className="card test-overview__block" aria-labelledby="test-sections-heading">
              <h2 id="test-sections-heading">Sections</h2>
              <SectionList sections={data.sections} />
            </section>
            <section className="card test-overview__block" aria-labelledby="test-marking-heading">
              <h2 id="test-marking-heading">Marking</h2>
              <MarkingList marking={data.marking} />
            </section>
            <section className="card test-overview__block" aria-labelledby="test-instructions-heading">
              <h2 id="test-instructions-heading">Instructions</h2>
              <Instructions />
            </section>
            <div className="test-overview__actions">
              {backLink}
              <StartButton test={data} />
            </div>
          </>
        )}
      </QueryState>
    </main>
  );
}
