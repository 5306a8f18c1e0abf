import { useId, useState, type KeyboardEvent } from 'react';
import { ExploreTab } from './explore/ExploreTab';
import { InterestedTab } from './interested/InterestedTab';
import './events.css';

type EventsTab = 'explore' | 'interested';

const TABS: readonly { tab: EventsTab; label: string }[] = [
  { tab: 'explore', label: 'Explore' },
  { tab: 'interested', label: 'Interested' },
];

/**
 * /events (spec §2): the Explore and Interested tabs. A tab stays mounted once opened, so its
 * filters and the pages it loaded are still there when the user comes back to it.
 */
export function EventsPage() {
  const [current, setCurrent] = useState<EventsTab>('explore');
  const [visited, setVisited] = useState<ReadonlySet<EventsTab>>(() => new Set(['explore']));
  const id = useId();

  function select(tab: EventsTab) {
    setCurrent(tab);
    setVisited((seen) => (seen.has(tab) ? seen : new Set([...seen, tab])));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = (TABS.findIndex((entry) => entry.tab === current) + step + TABS.length) % TABS.length;
    select(TABS[index].tab);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  }

  return (
    <section className="events">
      <title>Events · Gatherly</title>
      <h1 className="visually-hidden">Events</h1>
      <div className="events__tabs" role="tablist" aria-label="Events" onKeyDown={onKeyDown}>
        {TABS.map(({ tab, label }) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className="events__tab"
            onClick={() => select(tab)}
          >
            {label}
          </button>
        ))}
      </div>
      {TABS.map(({ tab }) => (
        <div key={tab} role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`} className="events__panel" hidden={tab !== current}>
          {visited.has(tab) ? tab === 'explore' ? <ExploreTab /> : <InterestedTab /> : null}
        </div>
      ))}
    </section>
  );
}
