import { useQuery } from '@apollo/client/react';
import { EditProfileDocument } from './EditProfile.generated';
import { useT } from '../../../lib/i18n';
import { Pending } from '../../../ui/Pending';
import { ProfileBasicsForm } from './ProfileBasicsForm';
import { ProfilePhoto } from './ProfilePhoto';

/** /settings/edit-profile: photo, bio and gender of the signed-in user (spec §2). */
export function EditProfilePage() {
  const { data, error, refetch } = useQuery(EditProfileDocument);
  const t = useT();

  return (
    <section className="settings-page" aria-busy={!data}>
      <title>{t('settings.profile.documentTitle')}</title>
      <h1 className="settings-page__title">{t('settings.profile.title')}</h1>
      {!data ? <Pending error={error} onRetry={() => refetch()} label={t('settings.profile.loading')} shape="profile" count={1} /> : null}
      {data ? (
        <>
          <ProfilePhoto profile={data.myProfile} />
          <ProfileBasicsForm key={data.myProfile.id} profile={data.myProfile} />
        </>
      ) : null}
    </section>
  );
}
