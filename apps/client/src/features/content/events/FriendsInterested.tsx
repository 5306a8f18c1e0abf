import { EVENT_SEARCH_LIMITS } from '@gatherly/schema';
import type { FriendsInterested_EventFragment } from '../../../gql/graphql';
import { Avatar } from '../../../ui/Avatar';
import { friendsInterestedText } from './friends-interested-text';
import './friends-interested.css';

/** Small avatars and "Ada, Bob and 3 others you follow are interested"; nothing when no one is. */
export function FriendsInterested({ friends }: { friends: FriendsInterested_EventFragment['friends_interested'] }) {
  const text = friendsInterestedText(
    friends.people.map((person) => person.username),
    friends.count,
  );
  if (!text) return null;
  return (
    <span className="friends-interested">
      <span className="friends-interested__faces">
        {friends.people.slice(0, EVENT_SEARCH_LIMITS.friendsInterestedShown).map((person) => (
          <Avatar key={person.id} src={person.profile_image} size={20} />
        ))}
      </span>
      <span className="friends-interested__text">{text}</span>
    </span>
  );
}
