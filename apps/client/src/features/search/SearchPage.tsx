import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DELAYS } from '@gatherly/schema';
import { useDebouncedValue } from '../../lib/hooks/use-debounced-value';
import { useT, type TextId } from '../../lib/i18n';
import { tabIds, Tabs } from '../../ui/Tabs';
import { PeopleResults } from './PeopleResults';
import { TagResults } from './TagResults';
import { TrendingTags } from './TrendingTags';
import { WritingResults } from './WritingResults';
import './search.css';

const TABS = [
  { value: 'people', label: 'people.search.tabs.people', placeholder: 'people.search.placeholder.people' },
  { value: 'posts', label: 'people.search.tabs.posts', placeholder: 'people.search.placeholder.posts' },
  { value: 'events', label: 'people.search.tabs.events', placeholder: 'people.search.placeholder.events' },
  { value: 'tags', label: 'people.search.tabs.tags', placeholder: 'people.search.placeholder.tags' },
] as const satisfies readonly { value: string; label: TextId; placeholder: TextId }[];
type Tab = (typeof TABS)[number]['value'];

const tabOf = (value: string | null): Tab => TABS.find((tab) => tab.value === value)?.value ?? 'people';

/**
 * /search (spec §2, §4): people by name, and what people wrote (posts, remarks and comments;
 * events) and tags by words, one tab each. The words and the tab are kept in the address
 * (`?q=&tab=`), so a search can be shared, and Back returns to it; each search is asked 300 ms
 * after typing stops.
 */
export function SearchPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [text, setText] = useState(() => params.get('q') ?? '');
  const query = useDebouncedValue(text.trim(), DELAYS.userSearchDebounce);
  const cleared = text.trim() === '';
  const shown = cleared ? '' : query;
  const typing = !cleared && query !== text.trim();
  const idBase = useId();
  const ids = tabIds(idBase, tab);
  const current = TABS.find((entry) => entry.value === tab) ?? TABS[0];

  /** Changes the address without a history entry per keystroke or tab. */
  function remember(changes: Record<string, string>) {
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || (key === 'tab' && value === 'people')) after.delete(key);
          else after.set(key, value);
        }
        return after;
      },
      { replace: true },
    );
  }

  return (
    <section className="search">
      <title>{t('people.search.pageTitle')}</title>
      <h1 className="search__title">{t('people.search.heading')}</h1>
      <input
        className="search__box"
        type="search"
        aria-label={t(current.placeholder)}
        placeholder={t(current.placeholder)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          remember({ q: event.target.value.trim() });
        }}
        autoFocus
      />
      <Tabs label={t('people.search.tabsLabel')} tabs={TABS.map((entry) => ({ value: entry.value, label: t(entry.label) }))} current={tab} onSelect={(value) => remember({ tab: value })} idBase={idBase} />
      <div className="search__panel" role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {tab === 'people' ? <PeopleResults query={shown} typing={typing} /> : null}
        {tab === 'posts' || tab === 'events' ? <WritingResults key={tab} query={shown} tab={tab} typing={typing} /> : null}
        {tab === 'tags' ? <TagResults query={shown} typing={typing} /> : null}
      </div>
      {cleared ? <TrendingTags /> : null}
    </section>
  );
}
