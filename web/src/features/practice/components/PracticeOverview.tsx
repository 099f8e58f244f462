import { Link } from 'react-router';
import { PracticeSession, type QuestionSlot } from './PracticeSession.tsx';
import '../practice.css';

/** /practice: the page's heading, links to mastery, progress and offline practice, and the session (`question` from the questions feature). */
export function PracticeOverview({ question }: { question: QuestionSlot }) {
  return (
    <main className="page practice">
      <header className="practice__intro">
        <h1>Practice</h1>
        <p className="muted">One question after another, chosen for you from how the community and you have answered.</p>
        <nav className="practice__links" aria-label="Your practice">
          <Link to="/mastery">My topics</Link>
          <Link to="/progress">My progress</Link>
          <Link to="/offline">Offline practice</Link>
        </nav>
      </header>
      <PracticeSession question={question} />
    </main>
  );
}
