import { useState } from 'react';
import { useT, type TextId } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import './about.css';

/** The four key features of spec §1. */
const FEATURES = [
  { title: 'account.about.profiles.title', text: 'account.about.profiles.text' },
  { title: 'account.about.messaging.title', text: 'account.about.messaging.text' },
  { title: 'account.about.events.title', text: 'account.about.events.text' },
  { title: 'account.about.posts.title', text: 'account.about.posts.text' },
] as const satisfies readonly { title: TextId; text: TextId }[];

/** 'What is Gatherly?' and the About dialog it opens (login and signup screens). */
export function AboutButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        {t('account.about.open')}
      </Button>
      <Dialog open={open} onClose={close} title={t('account.about.title')} actions={<Button onClick={close}>{t('account.about.close')}</Button>}>
        <p className="about__intro">{t('account.about.intro')}</p>
        <ul className="about__features">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <strong>{t(feature.title)}</strong>
              <span>{t(feature.text)}</span>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
