import { Fragment, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t as translate, useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { SHORTCUTS, STANDARD_KEYS, shortcutOf, type Shortcut } from './shortcut-keys';
import './shortcuts.css';

/** Shortcuts whose work lives elsewhere in the shell (Create's chooser belongs to CreateMenu). */
const elsewhere = new Map<Shortcut, () => void>();

/** Lets a part of the shell do a shortcut's work while it is on screen. */
export function useShortcut(shortcut: Shortcut, run: () => void) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const handler = () => latest.current();
    elsewhere.set(shortcut, handler);
    return () => {
      if (elsewhere.get(shortcut) === handler) elsewhere.delete(shortcut);
    };
  }, [shortcut]);
}

/**
 * The keyboard shortcuts of the signed-in app (n, /, j, k, ?) and the dialog listing them. Keys
 * pressed in a text field, with a modifier or while a dialog is open are left alone
 * (shortcut-keys.ts).
 */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const t = useT();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (openFocusedItem(event)) return;
      const shortcut = shortcutOf(event, document.querySelector('dialog[open]') !== null);
      if (!shortcut) return;
      event.preventDefault(); // '/' must not be typed into the search field it focuses
      if (shortcut === 'help') setHelp(true);
      else if (shortcut === 'search') focusSearch(() => navigate(PATHS.search));
      else if (shortcut === 'next' || shortcut === 'previous') moveInFeed(shortcut === 'next' ? 1 : -1);
      else elsewhere.get(shortcut)?.();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);

  const close = () => setHelp(false);
  return (
    <Dialog
      open={help}
      onClose={close}
      title={t('common.shortcuts.title')}
      actions={
        <Button variant="secondary" onClick={close}>
          {t('common.actions.close')}
        </Button>
      }
    >
      <dl className="shortcuts">
        {[...SHORTCUTS, ...STANDARD_KEYS].map(({ key, label }) => (
          <Fragment key={key}>
            <dt>
              <kbd className="shortcuts__key">{key}</kbd>
            </dt>
            <dd>{t(label)}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="shortcuts__note">{t('common.shortcuts.note')}</p>
    </Dialog>
  );
}

/** The page's own search field when it has one (Search, Events), else the Search page, whose field takes focus. */
function focusSearch(openSearchPage: () => void) {
  const field = document.querySelector<HTMLInputElement>('main input[type="search"]');
  if (field) field.focus();
  else openSearchPage();
}

/** What opens a feed item's detail: the button over a remark's text, a post's body, an event's card. */
const OPENS_ITEM = '.feed-card__open, button.feed-card__body, .event-card';

/** Enter on a feed item reached with j or k opens it, as a click on it does. */
function openFocusedItem(event: KeyboardEvent): boolean {
  const item = event.target instanceof HTMLElement && event.target.hasAttribute('data-keyboard-item') ? event.target : null;
  if (!item || event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return false;
  const opener = item.querySelector<HTMLElement>(OPENS_ITEM);
  if (!opener) return false;
  event.preventDefault();
  opener.click();
  return true;
}

/**
 * Moves focus to the next or previous item of the feed, scrolled into view; from nowhere in the
 * feed, to the first item on screen. The feed then loads more as usual when its end comes near.
 */
function moveInFeed(step: 1 | -1) {
  // The home feed, known by its name in the language shown.
  const feed = [...document.querySelectorAll<HTMLElement>('main ol')].find((list) => list.getAttribute('aria-label') === translate('people.home.feed'));
  if (!feed) return;
  const items = [...feed.querySelectorAll<HTMLElement>(':scope > li > article')];
  if (items.length === 0) return;
  const current = items.findIndex((item) => item.contains(document.activeElement));
  const next = current === -1 ? Math.max(0, items.findIndex((item) => item.getBoundingClientRect().bottom > 0)) : current + step;
  const target = items[Math.min(Math.max(next, 0), items.length - 1)];
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.setAttribute('data-keyboard-item', '');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'nearest' });
}
