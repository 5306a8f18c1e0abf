import { useId, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import './coming-soon.css';

export interface ComingSoonProps {
  title: string;
  children: ReactNode;
}

/** An honest placeholder for a page that a later release fills in. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  const titleId = useId();
  const t = useT();
  return (
    <section className="coming-soon" aria-labelledby={titleId}>
      <h1 id={titleId} className="coming-soon__title">
        {title}
      </h1>
      <p className="coming-soon__text">{children}</p>
      <p className="coming-soon__badge">{t('common.comingSoon.badge')}</p>
    </section>
  );
}
