import type { ReactNode } from 'react';
import '../accounts.css';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** The line under the form, e.g. the link to the other auth page. */
  footer: ReactNode;
  wide?: boolean;
}

/** The centred card the login and register pages share. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <main className="page auth">
      <section className={`card auth__card${wide ? ' auth__card--wide' : ''}`} aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth__title">
          {title}
        </h1>
        <p className="auth__subtitle muted">{subtitle}</p>
        {children}
        <p className="auth__footer">{footer}</p>
      </section>
    </main>
  );
}
