import { useState } from 'react';
import type { ProfilePhoto_ProfileFragment } from './ProfilePhoto.generated';
import { useT } from '../../../lib/i18n';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { ChangePhotoDialog } from './ChangePhotoDialog';

/** Avatar, username and full name, with the 'Change photo' dialog. */
export function ProfilePhoto({ profile }: { profile: ProfilePhoto_ProfileFragment }) {
  const [changing, setChanging] = useState(false);
  const t = useT();

  return (
    <div className="settings-photo">
      <Avatar src={profile.profile_image} alt={t('settings.photo.alt')} size={72} />
      <div className="settings-photo__names">
        <p className="settings-photo__username">{profile.username}</p>
        <p className="settings-photo__full-name">{profile.full_name}</p>
      </div>
      <Button variant="secondary" onClick={() => setChanging(true)}>
        {t('settings.photo.change')}
      </Button>
      {changing ? (
        <ChangePhotoDialog profileId={profile.id} hasPhoto={profile.profile_image !== null} onClose={() => setChanging(false)} />
      ) : null}
    </div>
  );
}
