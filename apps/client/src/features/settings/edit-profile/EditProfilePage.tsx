import { useQuery } from '@apollo/client/react';
import { EditProfileDocument } from './EditProfile.generated';
import { Pending } from '../../../ui/Pending';
import { ProfileBasicsForm } from './ProfileBasicsForm';
import { ProfilePhoto } from './ProfilePhoto';

/** /settings/edit-profile: photo, bio and gender of the signed-in user (spec §2). */
export function EditProfilePage() {
  const { data, error, refetch } = useQuery(EditProfileDocument);

  return (
    <section className="settings-page" aria-busy={!data}>
      <title>Edit profile · Gatherly</title>
      <h1 className="settings-page__title">Edit profile</h1>
      {!data ? <Pending error={error} onRetry={() => refetch()} label="Loading your profile…" shape="profile" count={1} /> : null}
      {data ? (
        <>
          <ProfilePhoto profile={data.myProfile} />
          <ProfileBasicsForm key={data.myProfile.id} profile={data.myProfile} />
        </>
      ) : null}
    </section>
  );
}
