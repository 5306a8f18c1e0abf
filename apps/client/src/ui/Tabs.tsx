import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { inlineStep } from './arrow-keys';
import './tabs.css';

export interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  current: T;
  onSelect: (value: T) => void;
  /** A `useId()` of the page: tab and panel ids derive from it (see `tabIds`). */
  idBase: string;
}

/** Ids of a tab and of its panel, for `aria-controls` and `aria-labelledby`. */
export const tabIds = (idBase: string, value: string) => ({ tab: `${idBase}-${value}`, panel: `${idBase}-${value}-panel` });

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs. The page renders the panels.
 * Tabs that do not fit the width scroll in their own strip, which keeps the current one in view.
 */
export function Tabs<T extends string>({ label, tabs, current, onSelect, idBase }: TabsProps<T>) {
  const strip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const list = strip.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    // A strip written right to left scrolls from its right edge (negative scrollLeft): the browser places it.
    if (getComputedStyle(list).direction === 'rtl') tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    else if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth;
  }, [current]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = inlineStep(event.key, event.currentTarget);
    if (step === 0) return;
    const index = (tabs.findIndex((tab) => tab.value === current) + step + tabs.length) % tabs.length;
    onSelect(tabs[index].value);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  }

  return (
    <div ref={strip} className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const ids = tabIds(idBase, tab.value);
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={tab.value === current}
            aria-controls={ids.panel}
            tabIndex={tab.value === current ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
