import { useId, useState } from 'react';
import { useT } from '../lib/i18n';
import './alt-badge.css';

/**
 * The "ALT" sign over an image that has a description: a button showing it as a caption below
 * the image on request (and hiding it again). Screen readers already hear it as the image's `alt`;
 * the caption is for people who see the image but want its words (a long one scrolls, and takes
 * focus to do so by keyboard). Give it the image's key as `key` so that it closes when the image changes.
 */
export function AltBadge({ text }: { text: string | null | undefined }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const t = useT();
  if (!text) return null;
  return (
    <>
      <button type="button" className="alt-badge" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        ALT<span className="visually-hidden"> {t('common.altBadge.description')}</span>
      </button>
      {open ? (
        <p id={id} className="alt-badge__caption" tabIndex={0}>
          {text}
        </p>
      ) : null}
    </>
  );
}
