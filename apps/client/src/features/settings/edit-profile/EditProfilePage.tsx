import { useQuery } from '@apollo/client/react';
import { EditProfileDocument } from '../../../gql/graphql';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../lib/errors/describe-error';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { ProfileBasicsForm } from './ProfileBasicsForm';
import { ProfilePhoto } from './ProfilePhoto';

/** /settings/edit-profile: photo, bio and gender of the signed-in user (spec §2). */
export function EditProfilePage() {
  const { data, loading, error } = useQuery(EditProfileDocument);
  const problem = error && !data ? describeError(error, DEFAULT_PROBLEM_TEXTS) : null;

  return (
    <section className="settings-page" aria-busy={loading}>
      <title>Edit profile · Gatherly</title>
      <h1 className="settings-page__title">Edit profile</h1>
      {loading && !data ? (
        <p className="settings-page__loading" role="status">
          <Spinner /> Loading...
        </p>
      ) : null}
      {problem ? <Alert tone="error" messages={problem.messages} bullets={problem.bullets} /> : null}
      {data ? (
        <>
          <ProfilePhoto profile={data.myProfile} />
          <ProfileBasicsForm key={data.myProfile.id} profile={data.myProfile} />
        </>
      ) : null}
    </section>
  );
}
