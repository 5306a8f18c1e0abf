import type { Person, Profile } from './profile.models';

/** REST shapes of spec §3: GraphQL's `id` is `account_id` there. */
export function profileJson({ id, ...profile }: Profile) {
  return { account_id: id, ...profile };
}

export function personJson({ id, ...person }: Person) {
  return { account_id: id, ...person };
}
