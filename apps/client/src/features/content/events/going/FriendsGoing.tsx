import { ATTENDANCE_LIMITS } from '@gatherly/schema';
import type { FriendsGoing_EventFragment } from './Going.generated';
import { FriendsLine } from '../FriendsInterested';
import { friendsGoingText } from './going-state';

/** Small avatars and "Ada and 2 others you follow are going"; nothing when no one is. */
export function FriendsGoing({ friends }: { friends: FriendsGoing_EventFragment['friends_going'] }) {
  const text = friendsGoingText(
    friends.people.map((person) => person.username),
    friends.count,
  );
  return <FriendsLine people={friends.people} shown={ATTENDANCE_LIMITS.friendsGoingShown} text={text} />;
}
