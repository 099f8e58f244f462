import { formatMinutes } from '../../lib/tests/format.ts';

interface SectionListProps {
  sections: ReadonlyArray<{ name: string; durationSeconds: number; questionCount: number }>;
  /** Placement class added to `test-sections`. */
  className?: string;
}

/** A test's sections in order: name, number of questions and minutes. */
export function SectionList({ sections, className }: SectionListProps) {
  return (
    <ol className={['test-sections', className].filter(Boolean).join(' ')}>
      {sections.map((section, index) => (
        <li key={index} className="test-sections__item">
          <span className="test-sections__name">{section.name}</span>
          <span className="test-sections__facts muted">
            {section.questionCount} {section.questionCount === 1 ? 'question' : 'questions'} · {formatMinutes(section.durationSeconds)}
          </span>
        </li>
      ))}
    </ol>
  );
}
