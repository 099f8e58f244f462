import { Link, useLocation } from 'react-router';
import '../shell/shell.css';

/** Any unknown path (the router's catch-all, inside the shell): says so and offers the main ways on. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="page page--narrow not-found">
      <h1>Page not found</h1>
      <p className="muted">
        There is no page at <code className="not-found__path">{pathname}</code>. It may have moved, or the link may be mistyped.
      </p>
      <nav aria-label="Where to go instead">
        <ul className="not-found__links">
          <li>
            <Link to="/" className="btn btn--primary">
              Home
            </Link>
          </li>
          <li>
            <Link to="/question-bank" className="btn">
              Question bank
            </Link>
          </li>
          <li>
            <Link to="/search" className="btn">
              Search
            </Link>
          </li>
        </ul>
      </nav>
    </main>
  );
}
