/** Acting on reports: the Moderation page, and whether the signed-in user may see it. */
export { useIsModerator } from './use-is-moderator';
