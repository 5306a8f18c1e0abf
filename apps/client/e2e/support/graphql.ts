import { baseUrl, nextAddress } from './browser';

/** A GraphQL call over HTTP with a user's access token, for what another person does meanwhile; fails on errors. */
export async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!response.ok || body.errors) throw new Error(`GraphQL failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data as T;
}
