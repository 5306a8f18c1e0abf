/**
 * Fedify (https://fedify.dev), the ActivityPub server framework the fediverse's routes are built
 * on. It is an ES module only: the server, compiled to CommonJS, loads it with import() once, as
 * it starts.
 */
export type Fedify = typeof import('@fedify/fedify', { with: { 'resolution-mode': 'import' } });

let loading: Promise<Fedify> | undefined;

export function loadFedify(): Promise<Fedify> {
  loading ??= import('@fedify/fedify');
  return loading;
}
