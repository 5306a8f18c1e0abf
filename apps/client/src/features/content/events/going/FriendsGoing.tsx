import { ATTENDANCE_LIMITS } from '@gatherly/schema';
import type { FriendsGoing_EventFragment } from '../../../../gql/graphql';
import { Avatar } from '../../../../ui/Avatar';
import { friendsGoingText } from './going-state';
import '../friends-interested.css';

/** Small avatars and "Ada and 2 others you follow are going"; nothing when no one is. */
export function FriendsGoing({ friends }: { friends: FriendsGoing_EventFragment['friends_going'] }) {
  const text = friendsGoingText(
    friends.people.map((person) => person.username),
    friends.count,
  );
  if (!text) return null;
  return (
    <span className="friends-interested">
      <span className="friends-interested__faces">
        {friends.people.slice(0, ATTENDANCE_LIMITS.friendsGoingShown).map((person) => (
          <Avatar key={person.id} src={person.profile_image} size={20} />
        ))}
      </span>
      <span className="friends-interested__text">{text}</span>
    </span>
  );
}
