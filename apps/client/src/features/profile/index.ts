/** What other features use of people: blocking (Settings, Blocked accounts). */
export { BlockButton } from './block/BlockButton';
export { InterestedPeopleDialog } from './people/PeopleDialog';
