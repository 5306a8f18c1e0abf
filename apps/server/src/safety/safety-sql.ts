/**
 * SQL the other domains put in their reads, so that what a person chose to stop seeing stays out of
 * every list: true when `viewer` has not muted `author`.
 */
export const notMutedSql = (viewer: string, author: string) => `NOT EXISTS (SELECT 1 FROM mutes mu WHERE mu.muter_id = ${viewer} AND mu.muted_id = ${author})`;
