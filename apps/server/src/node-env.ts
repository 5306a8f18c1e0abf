/**
 * The first import of main.ts. Libraries read NODE_ENV as they load: graphql-js, for one, checks
 * every type test for a second copy of itself unless it runs in production (about 5% of the CPU
 * of a GraphQL feed page). Tests and development say so explicitly.
 */
process.env.NODE_ENV ??= 'production';
