import { EVENT_SEARCH_LIMITS } from '@gatherly/schema';
import type { FriendsInterested_EventFragment } from './FriendsInterested.generated';
import { Avatar } from '../../../ui/Avatar';
import { friendsInterestedText } from './friends-interested-text';
import './friends-interested.css';

interface Friend {
  id: string;
  profile_image?: string | null;
}

/** The first few faces of people one follows and the sentence about them (interested, going); nothing without a sentence. */
export function FriendsLine({ people, shown, text }: { people: readonly Friend[]; shown: number; text: string | null }) {
  if (!text) return null;
  return (
    <span className="friends-interested">
      <span className="friends-interested__faces">
        {people.slice(0, shown).map((person) => (
          <Avatar key={person.id} src={person.profile_image} size={20} />
        ))}
      </span>
      <span className="friends-interested__text">{text}</span>
    </span>
  );
}

/** Small avatars and "Ada, Bob and 3 others you follow are interested"; nothing when no one is. */
export function FriendsInterested({ friends }: { friends: FriendsInterested_EventFragment['friends_interested'] }) {
  const text = friendsInterestedText(
    friends.people.map((person) => person.username),
    friends.count,
  );
  return <FriendsLine people={friends.people} shown={EVENT_SEARCH_LIMITS.friendsInterestedShown} text={text} />;
}
