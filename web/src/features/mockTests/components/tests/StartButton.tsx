import { Link, useNavigate } from 'react-router';
import type { Test } from '@common/api/mockTests.ts';
import { BusyButton } from '../../../../ui/BusyButton.tsx';
import { useStartAttempt } from '../../api/tests.ts';
import { attemptPath, attemptStatus, resultPath } from '../../lib/tests/format.ts';
import { testTexts } from '../../lib/tests/texts.ts';

/**
 * The test page's one primary action: Start test (POST /api/tests/{id}/attempts, then the CAT
 * interface), Resume test (my attempt in progress) or See result (completed). A failure to start
 * shows the server's words.
 */
export function StartButton({ test }: { test: Test }) {
  const navigate = useNavigate();
  const start = useStartAttempt(test.id);
  const status = attemptStatus(test);

  if (status.kind === 'completed') {
    return (
      <Link to={resultPath(status.attemptId)} className="btn btn--primary btn--large">
        See result
      </Link>
    );
  }
  return (
    <div className="test-start">
      {start.isError && (
        <p className="error" role="alert">
          {start.error.message || testTexts.startFailed}
        </p>
      )}
      <BusyButton
        type="button"
        className="btn btn--primary btn--large"
        busy={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: (attempt) => void navigate(attemptPath(attempt.id)) })}
      >
        {status.kind === 'in-progress' ? 'Resume test' : 'Start test'}
      </BusyButton>
    </div>
  );
}
