/** What other features use of people: blocking (Settings, Blocked accounts), following (Search). */
export { BlockButton } from './block/BlockButton';
export { FollowButton } from './follow/FollowButton';
export { InterestedPeopleDialog } from './people/PeopleDialog';
