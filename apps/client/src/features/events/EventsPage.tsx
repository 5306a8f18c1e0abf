import { useId, useState, type ComponentType } from 'react';
import { useT, type TextId } from '../../lib/i18n';
import { tabIds, Tabs } from '../../ui/Tabs';
import { ExploreTab } from './explore/ExploreTab';
import { GoingTab } from './going/GoingTab';
import { InterestedTab } from './interested/InterestedTab';
import './events.css';

type EventsTab = 'explore' | 'interested' | 'going';

const TABS: readonly { value: EventsTab; label: TextId }[] = [
  { value: 'explore', label: 'explore.tabs.explore' },
  { value: 'interested', label: 'explore.tabs.interested' },
  { value: 'going', label: 'explore.tabs.going' },
];

const PANELS: Record<EventsTab, ComponentType> = { explore: ExploreTab, interested: InterestedTab, going: GoingTab };

/**
 * /events (spec §2): the Explore and Interested tabs, and Going (a seat, a place in the queue or a
 * request). A tab stays mounted once opened, so its filters and the pages it loaded are still
 * there when the user comes back to it.
 */
export function EventsPage() {
  const [current, setCurrent] = useState<EventsTab>('explore');
  const [visited, setVisited] = useState<ReadonlySet<EventsTab>>(() => new Set(['explore']));
  const id = useId();
  const t = useT();

  function select(tab: EventsTab) {
    setCurrent(tab);
    setVisited((seen) => (seen.has(tab) ? seen : new Set([...seen, tab])));
  }

  return (
    <section className="events">
      <title>{t('explore.page.title')}</title>
      <h1 className="visually-hidden">{t('explore.page.heading')}</h1>
      <Tabs label={t('explore.page.heading')} tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} current={current} onSelect={select} idBase={id} />
      {TABS.map(({ value: tab }) => {
        const Panel = PANELS[tab];
        return (
          <div key={tab} role="tabpanel" id={tabIds(id, tab).panel} aria-labelledby={tabIds(id, tab).tab} className="events__panel" hidden={tab !== current}>
            {visited.has(tab) ? <Panel /> : null}
          </div>
        );
      })}
    </section>
  );
}
