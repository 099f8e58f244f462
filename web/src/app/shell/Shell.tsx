import { Outlet, ScrollRestoration } from 'react-router';
import { AfterLoad } from './AfterLoad.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { VerifyEmailPrompt } from './VerifyEmailPrompt.tsx';
import './shell.css';

/** The layout route around every page: skip link, header, the verify-email reminder, the page itself, footer. */
export function Shell() {
  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <Header />
      <AfterLoad />
      <VerifyEmailPrompt />
      <div id="content" className="shell__content" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
