import { useId, useState, type KeyboardEvent } from 'react';
import { ProfileItems } from './ProfileItems';
import type { ProfileKind } from './profile-kinds';

const TABS: readonly { kind: ProfileKind; label: string }[] = [
  { kind: 'post', label: 'Posts' },
  { kind: 'event', label: 'Events' },
  { kind: 'remark', label: 'Remarks' },
];

/** The posts (default), events and remarks tabs of a profile (spec §2), with arrow-key moves. */
export function ProfileTabs({ username }: { username: string }) {
  const [current, setCurrent] = useState<ProfileKind>('post');
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = (TABS.findIndex((tab) => tab.kind === current) + step + TABS.length) % TABS.length;
    setCurrent(TABS[index].kind);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  }

  return (
    <section className="profile-tabs">
      <div className="profile-tabs__list" role="tablist" aria-label="Shared by this user" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            id={`${id}-${tab.kind}`}
            aria-selected={tab.kind === current}
            aria-controls={`${id}-${tab.kind}-panel`}
            tabIndex={tab.kind === current ? 0 : -1}
            className="profile-tabs__tab"
            onClick={() => setCurrent(tab.kind)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${current}-panel`} aria-labelledby={`${id}-${current}`} className="profile-tabs__panel">
        <ProfileItems key={current} username={username} kind={current} />
      </div>
    </section>
  );
}
