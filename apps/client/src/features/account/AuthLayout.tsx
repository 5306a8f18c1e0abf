import type { ReactNode } from 'react';
import './auth.css';

export interface AuthLayoutProps {
  /** The page's main heading; omitted where the brand alone heads the card (login). */
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** A second card under the form, e.g. "Don't have an account? Sign up". */
  footer?: ReactNode;
}

/** The centred card layout of the signed-out pages. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className="auth">
      <div className="auth__column">
        <section className="auth__card">
          <p className="auth__brand" aria-hidden={title ? true : undefined}>
            Gatherly
          </p>
          {title ? <h1 className="auth__title">{title}</h1> : null}
          {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
          {children}
        </section>
        {footer ? <section className="auth__card auth__card--footer">{footer}</section> : null}
      </div>
    </main>
  );
}
