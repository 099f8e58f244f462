import { useRef, type ReactNode } from 'react';
import { usePaneFit } from '../hooks/usePaneFit.ts';

/** The set's passage and the question side by side (stacked on a phone), each pane fitted to the window. */
export function SetLayout({ passage, children }: { passage: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  usePaneFit(ref);
  return (
    <div className="set-layout" ref={ref}>
      {passage}
      <div className="set-layout__question" data-testid="set-question">
        {children}
      </div>
    </div>
  );
}
