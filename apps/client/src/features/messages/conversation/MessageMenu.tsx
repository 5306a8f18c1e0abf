import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { Icon } from '../../../ui/Icon';

/** The actions on one's own message: a small menu (Unsend), closed by Escape or by leaving it. */
export function MessageMenu({ onUnsend }: { onUnsend: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const menuId = useId();
  const t = useT();
  const toggle = useRef<HTMLButtonElement>(null);

  function close(focusToggle: boolean) {
    setOpen(false);
    if (focusToggle) toggle.current?.focus();
  }

  async function unsend() {
    setPending(true);
    try {
      await onUnsend();
    } finally {
      setPending(false);
      setOpen(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div
      className="message-menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="icon-button message-menu__toggle"
        aria-label={t('messages.message.actions')}
        title={t('messages.message.actions')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon size={16}>
          <circle cx="5" cy="12" r="1.5" />
          <circle cx="12" cy="12" r="1.5" />
          <circle cx="19" cy="12" r="1.5" />
        </Icon>
      </button>
      {open ? (
        <ul id={menuId} className="message-menu__list" role="menu" aria-label={t('messages.message.actions')}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="message-menu__item"
              autoFocus
              disabled={pending}
              aria-busy={pending}
              onClick={() => void unsend()}
            >
              {t('messages.message.unsend')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
