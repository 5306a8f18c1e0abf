import { useMutation } from '@apollo/client/react';
import { UpdateProfileBasicsDocument } from './UpdateProfileBasics.generated';
import type { ProfileBasicsInput } from '../../../gql/graphql';

/** Saves bio and gender; the answer updates the cached Profile. Server rules reject with GraphQL errors. */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileBasicsDocument);
  const update = async (input: ProfileBasicsInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('updateProfile answered without data');
    return data.updateProfile;
  };
  return { update, pending: loading };
}
