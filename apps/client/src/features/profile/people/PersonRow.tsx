import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { RemoveFollowerDocument, type PersonRow_PersonFragment } from './People.generated';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { FollowButton } from '../follow/FollowButton';

/**
 * A person in a followers or following list: a link to their profile, and Remove (on one's own
 * followers) or Follow/Unfollow (anyone but oneself), spec §6.
 */
export function PersonRow({ person, removable, onOpen }: { person: PersonRow_PersonFragment; removable: boolean; onOpen: () => void }) {
  const { username: me } = useSession();
  const self = me?.toLowerCase() === person.username.toLowerCase();
  return (
    <li className="person-row">
      <Link className="person-row__link" to={PATHS.profile(person.username)} onClick={onOpen}>
        <Avatar src={person.profile_image} size={40} />
        <span className="person-row__names">
          <span className="person-row__username">{person.username}</span>
          <span className="person-row__full-name">{person.full_name}</span>
        </span>
      </Link>
      {removable ? <RemoveButton person={person} /> : null}
      {!removable && !self ? <FollowButton person={person} compact /> : null}
    </li>
  );
}

/** 'Remove' → 'Removing...' → 'Removed' (spec §4); the person stays listed until the list is opened again. */
function RemoveButton({ person }: { person: PersonRow_PersonFragment }) {
  const t = useT();
  const [remove, { loading }] = useMutation(RemoveFollowerDocument);
  const [removed, setRemoved] = useState(false);

  async function onClick() {
    try {
      await remove({ variables: { accountId: person.id } });
      setRemoved(true);
    } catch (error) {
      console.error(`Remove follower ${person.username} failed`, error);
    }
  }

  return (
    <Button variant="secondary" className="follow-button--compact" disabled={loading || removed} onClick={() => void onClick()}>
      {removed ? t('people.remove.removed') : loading ? t('people.remove.removing') : t('people.remove.remove')}
    </Button>
  );
}
