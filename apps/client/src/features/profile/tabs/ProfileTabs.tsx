import { useId, useState } from 'react';
import { useT, type TextId } from '../../../lib/i18n';
import { tabIds, Tabs } from '../../../ui/Tabs';
import { ProfileItems } from './ProfileItems';
import type { ProfileKind } from './profile-kinds';

const TABS: readonly { value: ProfileKind; label: TextId }[] = [
  { value: 'post', label: 'people.tabs.posts' },
  { value: 'event', label: 'people.tabs.events' },
  { value: 'remark', label: 'people.tabs.remarks' },
];

/** The posts (default), events and remarks tabs of a profile (spec §2). */
export function ProfileTabs({ username }: { username: string }) {
  const t = useT();
  const [current, setCurrent] = useState<ProfileKind>('post');
  const id = useId();
  const ids = tabIds(id, current);
  return (
    <section className="profile-tabs">
      <Tabs label={t('people.tabs.label')} tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))} current={current} onSelect={setCurrent} idBase={id} />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} className="profile-tabs__panel">
        <ProfileItems key={current} username={username} kind={current} />
      </div>
    </section>
  );
}
