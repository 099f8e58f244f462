import type { CreateTest } from '@common/api/mockTests.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { useQuestionsById } from '../../api/tests.ts';
import { formatMinutes } from '../../lib/tests/format.ts';
import { testTexts } from '../../lib/tests/texts.ts';
import { MarkingList } from './MarkingList.tsx';
import { PreviewQuestion } from './PreviewQuestion.tsx';
import { SectionList } from './SectionList.tsx';

interface TestPreviewProps {
  test: CreateTest;
  /** A server error naming a question. */
  flagged: { questionId: number; message: string } | null;
}

/** The test as candidates will see it: title, sections with counts and time, marking, then every question of each section. */
export function TestPreview({ test, flagged }: TestPreviewProps) {
  const ids = test.sections.flatMap((section) => section.questionIds);
  const questions = useQuestionsById(ids);
  const byId = new Map(questions.flatMap((query) => (query.data ? [[query.data.id, query.data] as const] : [])));
  const loading = questions.some((query) => query.isPending);
  const failed = questions.some((query) => query.isError);
  const sections = test.sections.map((section) => ({ name: section.name, durationSeconds: section.durationSeconds, questionCount: section.questionIds.length }));
  const total = sections.reduce((sum, section) => sum + section.durationSeconds, 0);

  return (
    <div className="test-preview" data-testid="test-preview">
      <header className="card test-preview__header">
        <h2>{test.title}</h2>
        <p className="muted">
          {ids.length} questions · {formatMinutes(total)} in all
        </p>
        <SectionList sections={sections} />
        {test.marking && (
          <>
            <h3 className="test-preview__subheading">Marking</h3>
            <MarkingList marking={test.marking} />
          </>
        )}
      </header>
      {loading && <Loading label="Loading the questions…" />}
      {failed && (
        <p className="error" role="alert">
          {testTexts.loadQuestions}
        </p>
      )}
      {test.sections.map((section, sectionIndex) => (
        <section key={sectionIndex} className="card test-preview__section" aria-labelledby={`preview-section-${sectionIndex}`}>
          <h3 id={`preview-section-${sectionIndex}`}>
            {section.name} <span className="muted">· {section.questionIds.length} questions · {formatMinutes(section.durationSeconds)}</span>
          </h3>
          <ol className="test-preview__questions">
            {section.questionIds.map((id, index) => {
              const question = byId.get(id);
              if (!question) return null;
              const previous = byId.get(section.questionIds[index - 1] ?? -1);
              return (
                <PreviewQuestion
                  key={id}
                  question={question}
                  number={index + 1}
                  showPassage={question.setId !== null && previous?.setId !== question.setId}
                  error={flagged?.questionId === id ? flagged.message : undefined}
                />
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
