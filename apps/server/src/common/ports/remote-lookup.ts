/**
 * Finding an account of another server of the fediverse by its handle (`@name@host`) or its
 * actor's URL, for people search (profiles): federation/ provides it under `REMOTE_LOOKUP`.
 */
export const REMOTE_LOOKUP = Symbol('REMOTE_LOOKUP');

export interface RemoteLookup {
  /**
   * The user name here (`<name>@<host>`) of the account a query names, fetched from its server and
   * kept as an account; null when the query names none, none answers in time, or FEDERATION is off.
   */
  usernameOf(query: string): Promise<string | null>;
}
