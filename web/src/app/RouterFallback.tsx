import { Link } from 'react-router';
import { messages } from '@common/messages.ts';

/** The router's fallback page (spec section 2): shown for render errors (unknown paths get the 404 page, contract section 7.6). */
export function RouterFallback() {
  return (
    <main className="page page--narrow fallback">
      <h1>{messages.routerFallback}</h1>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
