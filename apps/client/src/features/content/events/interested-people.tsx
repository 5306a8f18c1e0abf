import './interested-people.css';
import { createContext, useContext, useState, type ComponentType } from 'react';
import { useT } from '../../../lib/i18n';

/** The list of who is interested in an event: profile's people dialog, handed in by the shell (content cannot import profile). */
export type InterestedPeopleList = ComponentType<{ eventId: string; onClose: () => void }>;

export const InterestedPeopleContext = createContext<InterestedPeopleList | null>(null);

/** '12 people interested', a button opening who they are (people the viewer follows first) when there are any. */
export function InterestedCount({ eventId, count }: { eventId: string; count: number }) {
  const List = useContext(InterestedPeopleContext);
  const [open, setOpen] = useState(false);
  const t = useT();
  const label = t('events.interest.count', { count });
  if (!List || count === 0) return <span>{label}</span>;
  return (
    <>
      <button type="button" className="engagement__count-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? <List eventId={eventId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
