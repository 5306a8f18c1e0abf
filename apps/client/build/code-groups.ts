/** What the chunking reads of a module: whom it imports, statically and on demand. */
interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** The module graph rolldown hands to a group's `name` function. */
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleLinks | null;
}

/** The entry modules of the build: the app's, and the GraphQL explorer's (served at GET /graphql). */
export interface Entries {
  app: string;
  explorer: string;
}

/** Pages of the signed-out area (sign-up, e-mail verification, password reset) and the unsubscribe page. */
const SIGNED_OUT_PAGE = /[\\/]src[\\/]features[\\/](account[\\/]|notifications[\\/]UnsubscribePage)/;
/** The signed-in area's frame and Home, where a signed-in visit of the app starts. */
const FRAME = /[\\/]src[\\/](app[\\/]shell[\\/]Shell|features[\\/]home[\\/]HomePage)\.tsx$/;
/** React and its router, which change less often than the app, and Vite's helpers that every page runs. */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|vite[\\/](modulepreload-polyfill|preload-helper)/;
/** The GraphQL library, of which the explorer uses far more than the app. */
const GRAPHQL = /node_modules[\\/]graphql[\\/]/;
/** What the app's GraphQL client runs of that library (printing and walking documents), which the explorer runs too. */
const GRAPHQL_IN_APP = /node_modules[\\/]graphql[\\/]language[\\/](printer|visitor)\.mjs$/;
const STYLE = /\.css(\?|$)/;
const LIBRARY = /node_modules[\\/]/;

export type CodeGroup = 'vendor' | 'index' | 'app' | 'pages' | 'account';

/** In the order of their priority: a module goes to the first group that claims it. */
export const CODE_GROUPS: readonly CodeGroup[] = ['vendor', 'index', 'app', 'pages', 'account'];

/**
 * Which chunk each module of the client goes to, so that a cold visit of any page loads a handful
 * of files rather than dozens of small shared ones, and a signed-in visit of Home only what it runs:
 * - `vendor`: React and its router, the other libraries the GraphQL explorer shares with the app,
 *   the part of the GraphQL library the app runs, and what they import (they change less often
 *   than the app; the explorer loads this chunk and must never load the app's own code);
 * - `index`: everything else the first page (the login page) needs, and nothing of the signed-in
 *   app but what the signed-out pages share with it;
 * - `app`: what the signed-in frame and Home share with other parts of the signed-in area loaded on
 *   demand (its pages and dialogs), and the style sheets of the frame and Home: what every
 *   signed-in visit loads;
 * - `pages`: whatever else two or more of the signed-in area's parts share, and their style sheets;
 * - `account`: the same for the pages of the signed-out area;
 * - none (null): a module one page or dialog alone uses stays in that page's chunk, and the rest of
 *   the GraphQL library is split by the bundler according to what the explorer uses of it; so does a library's
 *   style sheet that one part alone loads (the map's), which every other page would load for nothing.
 */
export function planCodeGroups(graph: ModuleGraph, entries: Entries): (id: string) => CodeGroup | null {
  const closure = (from: Iterable<string>, dynamic: boolean): Set<string> => {
    const into = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (into.has(id)) continue;
      into.add(id);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      stack.push(...info.importedIds);
      if (dynamic) stack.push(...info.dynamicallyImportedIds);
    }
    return into;
  };
  const first = closure([entries.app], false);
  const all = closure([entries.app], true);
  const explorer = closure([entries.explorer], false);
  const vendor = new Set([...closure([...all].filter((id) => VENDOR.test(id) || explorer.has(id)), false)].filter((id) => !GRAPHQL.test(id)));
  for (const id of closure([...all].filter((id) => GRAPHQL_IN_APP.test(id)), false)) vendor.add(id);
  // Each part loaded on demand (a page, a dialog, the signed-in frame), and who uses what beyond the first page.
  const parts = new Set([...all].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !first.has(id)));
  const frame = closure([...parts].filter((part) => FRAME.test(part)), false);
  const signedIn = new Map<string, number>();
  const signedOut = new Map<string, number>();
  for (const part of parts) {
    const uses = SIGNED_OUT_PAGE.test(part) ? signedOut : signedIn;
    for (const id of closure([part], false)) if (!first.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  const signedInGroup = (id: string): CodeGroup => (frame.has(id) ? 'app' : 'pages');
  return (id) => {
    // (Vite's preload polyfill is imported by index.html itself, hence not in the app's closure.)
    if (vendor.has(id) || VENDOR.test(id)) return 'vendor';
    if (GRAPHQL.test(id)) return null;
    if (first.has(id) || (signedIn.has(id) && signedOut.has(id))) return 'index';
    if ((signedIn.get(id) ?? 0) >= 2) return signedInGroup(id);
    if ((signedOut.get(id) ?? 0) >= 2) return 'account';
    if (STYLE.test(id) && LIBRARY.test(id)) return null;
    if (STYLE.test(id)) return signedIn.has(id) ? signedInGroup(id) : signedOut.has(id) ? 'account' : null;
    return null;
  };
}

/**
 * rolldown's `output.codeSplitting.groups` for `planCodeGroups`. Each module is placed by the plan
 * (not with the dependencies of another), so that nothing of the signed-in app follows a shared
 * module into the first page's chunk.
 */
export function codeSplittingGroups(entries: Entries) {
  // One plan per chunking pass: rolldown hands the same graph to each call of a pass.
  const plans = new WeakMap<ModuleGraph, (id: string) => CodeGroup | null>();
  const groupOf = (id: string, graph: ModuleGraph): CodeGroup | null => {
    let plan = plans.get(graph);
    if (!plan) plans.set(graph, (plan = planCodeGroups(graph, entries)));
    return plan(id);
  };
  return CODE_GROUPS.map((name, index) => ({
    name: (id: string, graph: ModuleGraph) => (groupOf(id, graph) === name ? name : null),
    debugName: name,
    priority: CODE_GROUPS.length - index,
    includeDependenciesRecursively: false,
  }));
}
