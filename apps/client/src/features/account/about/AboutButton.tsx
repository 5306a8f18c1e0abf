import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import './about.css';

/** The four key features of spec §1. */
const FEATURES = [
  { title: 'Personal profile customisation', text: 'Make your profile yours: photo, bio and a colour theme.' },
  { title: 'Private messaging and conversations', text: 'Chat in real time, one to one or in groups.' },
  { title: 'Event creation and discovery', text: 'Create events and find ones worth going to.' },
  { title: 'Social posts and community engagement', text: 'Share posts and remarks, like, comment and follow.' },
] as const;

/** 'What is Gatherly?' and the About dialog it opens (login and signup screens). */
export function AboutButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        What is Gatherly?
      </Button>
      <Dialog open={open} onClose={close} title="About Gatherly" actions={<Button onClick={close}>Close</Button>}>
        <p className="about__intro">Gatherly is a social platform for finding events and friends.</p>
        <ul className="about__features">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <strong>{feature.title}</strong>
              <span>{feature.text}</span>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
