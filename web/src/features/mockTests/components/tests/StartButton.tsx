import { Link, useNavigate } from 'react-router';
import type { Test } from '@common/api/mockTests.ts';
import { BusyButton } from '../../../../ui/BusyButton.tsx';
import { messages } from '@common/messages.ts';
import { attemptInProgressOf, useFinishAttempt, useStartAttempt } from '../../api/tests.ts';
import { attemptPath, attemptStatus, resultPath } from '../../lib/tests/format.ts';
import { testTexts } from '../../lib/tests/texts.ts';

/**
 * The test page's primary action: Start test (POST /api/tests/{id}/attempts, then the CAT
 * interface), Resume test (my attempt in progress, with Finish test beside it: every remaining
 * section ends now, then the result) or See result (completed). A failure to start shows the
 * server's words; while another test is in progress (409, contract 8.1), with a link to it.
 */
export function StartButton({ test }: { test: Test }) {
  const navigate = useNavigate();
  const start = useStartAttempt(test.id);
  const status = attemptStatus(test);
  const running = attemptInProgressOf(start.error);

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
          {running !== undefined && (
            <>
              {' '}
              <Link to={attemptPath(running)}>{messages.tests.goToTestInProgress}</Link>
            </>
          )}
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
      {status.kind === 'in-progress' && <FinishButton attemptId={status.attemptId} />}
    </div>
  );
}

/** Finish test: after a confirmation, ends every remaining section of my attempt (POST /api/attempts/{id}/finish) and opens the result. */
function FinishButton({ attemptId }: { attemptId: number }) {
  const navigate = useNavigate();
  const finish = useFinishAttempt(attemptId);
  return (
    <>
      <BusyButton
        type="button"
        className="btn btn--large"
        busy={finish.isPending}
        onClick={() => {
          if (window.confirm(messages.tests.finishTestConfirm)) finish.mutate(undefined, { onSuccess: () => void navigate(resultPath(attemptId)) });
        }}
      >
        {messages.tests.finishTest}
      </BusyButton>
      {finish.isError && (
        <p className="error" role="alert">
          {finish.error.message || messages.tests.finishFailed}
        </p>
      )}
    </>
  );
}
