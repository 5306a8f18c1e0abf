/** Moved to common/visibility/visibility-sql.ts, below the domains; this name goes once nothing imports it. */
export * from '../common/visibility/visibility-sql';
