import { Link } from 'react-router';
import { Icon } from '../../../../ui/Icon.tsx';
import { TestList } from './TestList.tsx';
import '../../tests.css';

/**
 * The Tests page (/tests): official tests and my practice tests with my attempt of each;
 * "Create a practice test" for everyone, "Build a test" for admins.
 */
export function TestsView({ canBuild }: { canBuild: boolean }) {
  return (
    <main className="page tests-page">
      <header className="tests-header">
        <div>
          <h1>Mock Tests</h1>
          <p className="muted">Timed tests in the CAT pattern: official mocks and practice tests drawn from the question bank.</p>
        </div>
        <div className="tests-header__actions">
          <Link to="/tests/new" className="btn btn--primary">
            <Icon name="plus" size={16} />
            Create a practice test
          </Link>
          {canBuild && (
            <Link to="/admin/tests/new" className="btn">
              <Icon name="edit" size={16} />
              Build a test
            </Link>
          )}
        </div>
      </header>
      <TestList />
    </main>
  );
}
