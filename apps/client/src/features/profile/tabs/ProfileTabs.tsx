import { useId, useState } from 'react';
import { tabIds, Tabs } from '../../../ui/Tabs';
import { ProfileItems } from './ProfileItems';
import type { ProfileKind } from './profile-kinds';

const TABS: readonly { value: ProfileKind; label: string }[] = [
  { value: 'post', label: 'Posts' },
  { value: 'event', label: 'Events' },
  { value: 'remark', label: 'Remarks' },
];

/** The posts (default), events and remarks tabs of a profile (spec §2). */
export function ProfileTabs({ username }: { username: string }) {
  const [current, setCurrent] = useState<ProfileKind>('post');
  const id = useId();
  const ids = tabIds(id, current);
  return (
    <section className="profile-tabs">
      <Tabs label="Shared by this user" tabs={TABS} current={current} onSelect={setCurrent} idBase={id} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="profile-tabs__panel">
        <ProfileItems key={current} username={username} kind={current} />
      </div>
    </section>
  );
}
