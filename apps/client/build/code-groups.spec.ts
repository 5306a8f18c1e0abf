import { describe, expect, it } from '@jest/globals';
import { planCodeGroups, type ModuleGraph } from './code-groups';

const SRC = '/app/src';
const NM = '/app/node_modules';

/** A module graph from `module: [static imports, dynamic imports]`. */
function graphOf(modules: Record<string, [string[], string[]?]>): ModuleGraph {
  return {
    getModuleInfo: (id) => (modules[id] ? { importedIds: modules[id][0], dynamicallyImportedIds: modules[id][1] ?? [] } : null),
  };
}

const graph = graphOf({
  [`${SRC}/main.tsx`]: [[`${SRC}/app/router.tsx`, `${NM}/react/index.js`, `${SRC}/styles/global.css`]],
  [`${SRC}/app/router.tsx`]: [
    [`${SRC}/features/account/login/LoginPage.tsx`, `${NM}/@apollo/client/index.js`],
    [
      `${SRC}/app/shell/Shell.tsx`,
      `${SRC}/features/home/HomePage.tsx`,
      `${SRC}/features/profile/ProfilePage.tsx`,
      `${SRC}/features/search/SearchPage.tsx`,
      `${SRC}/features/account/signup/SignupPage.tsx`,
      `${SRC}/features/account/password-reset/ResetConfirmPage.tsx`,
    ],
  ],
  [`${SRC}/features/account/login/LoginPage.tsx`]: [[`${SRC}/ui/Button.tsx`]],
  [`${NM}/@apollo/client/index.js`]: [[`${NM}/graphql/index.mjs`, `${NM}/tslib/tslib.es6.mjs`]],
  [`${NM}/graphql/index.mjs`]: [[`${NM}/graphql/language/printer.mjs`, `${NM}/graphql/validation/validate.mjs`]],
  [`${NM}/graphql/language/printer.mjs`]: [[`${NM}/graphql/language/visitor.mjs`]],
  [`${SRC}/app/shell/Shell.tsx`]: [[`${SRC}/features/messages/chat-socket.ts`, `${SRC}/ui/Avatar.tsx`, `${SRC}/app/shell/shell.css`]],
  [`${SRC}/features/messages/chat-socket.ts`]: [[`${NM}/graphql-ws/client.js`]],
  [`${SRC}/features/home/HomePage.tsx`]: [[`${SRC}/features/home/FeedCard.tsx`, `${SRC}/ui/Avatar.tsx`, `${SRC}/features/home/home.css`], [`${SRC}/ui/map/PlacesMap.tsx`]],
  [`${SRC}/ui/map/PlacesMap.tsx`]: [[`${NM}/leaflet/dist/leaflet-src.js`, `${NM}/leaflet/dist/leaflet.css`, `${SRC}/ui/map/places-map.css`]],
  [`${SRC}/features/profile/ProfilePage.tsx`]: [[`${SRC}/features/home/FeedCard.tsx`, `${SRC}/features/profile/FollowList.tsx`, `${SRC}/ui/PasswordRules.tsx`, `${SRC}/ui/Tabs.tsx`]],
  [`${SRC}/features/search/SearchPage.tsx`]: [[`${SRC}/ui/Tabs.tsx`, `${SRC}/features/search/search.css`]],
  [`${SRC}/features/account/signup/SignupPage.tsx`]: [[`${SRC}/features/account/AuthForm.tsx`, `${SRC}/ui/PasswordRules.tsx`]],
  [`${SRC}/features/account/password-reset/ResetConfirmPage.tsx`]: [[`${SRC}/features/account/AuthForm.tsx`]],
  [`${SRC}/explorer/main.tsx`]: [[`${NM}/react/index.js`, `${NM}/graphql-ws/client.js`, `${NM}/graphql/index.mjs`]],
  [`${NM}/graphql-ws/client.js`]: [[`${NM}/graphql-ws/common.js`]],
});
const groupOf = planCodeGroups(graph, { app: `${SRC}/main.tsx`, explorer: `${SRC}/explorer/main.tsx` });

describe('the chunks of the client', () => {
  it('puts React, the libraries the explorer shares with the app and their imports in the vendor chunk', () => {
    expect(groupOf(`${NM}/react/index.js`)).toBe('vendor');
    expect(groupOf(`${NM}/graphql-ws/client.js`)).toBe('vendor');
    expect(groupOf(`${NM}/graphql-ws/common.js`)).toBe('vendor');
    expect(groupOf('\0vite/modulepreload-polyfill.js')).toBe('vendor');
  });

  it('puts what the app runs of the GraphQL library in the vendor chunk, and leaves the rest to the bundler, which splits it by what the explorer uses', () => {
    expect(groupOf(`${NM}/graphql/language/printer.mjs`)).toBe('vendor');
    expect(groupOf(`${NM}/graphql/language/visitor.mjs`)).toBe('vendor');
    expect(groupOf(`${NM}/graphql/index.mjs`)).toBeNull();
    expect(groupOf(`${NM}/graphql/validation/validate.mjs`)).toBeNull();
  });

  it('puts what the first page needs in one chunk, and nothing of the signed-in app', () => {
    for (const id of [`${SRC}/main.tsx`, `${SRC}/app/router.tsx`, `${SRC}/features/account/login/LoginPage.tsx`, `${SRC}/ui/Button.tsx`, `${NM}/@apollo/client/index.js`, `${SRC}/styles/global.css`]) {
      expect(groupOf(id)).toBe('index');
    }
    expect(groupOf(`${NM}/tslib/tslib.es6.mjs`)).toBe('index');
    for (const id of [`${SRC}/app/shell/Shell.tsx`, `${SRC}/ui/Avatar.tsx`, `${SRC}/features/home/FeedCard.tsx`]) expect(groupOf(id)).not.toBe('index');
  });

  it('puts what the signed-in frame and Home share with other signed-in parts, and their style sheets, in the app chunk', () => {
    expect(groupOf(`${SRC}/ui/Avatar.tsx`)).toBe('app');
    expect(groupOf(`${SRC}/features/home/FeedCard.tsx`)).toBe('app');
    expect(groupOf(`${SRC}/app/shell/shell.css`)).toBe('app');
    expect(groupOf(`${SRC}/features/home/home.css`)).toBe('app');
  });

  it('puts what other signed-in parts share, and their style sheets, in the pages chunk, which a visit of Home does not load', () => {
    expect(groupOf(`${SRC}/ui/Tabs.tsx`)).toBe('pages');
    expect(groupOf(`${SRC}/features/search/search.css`)).toBe('pages');
  });

  it('keeps what one part alone uses with that part', () => {
    expect(groupOf(`${SRC}/app/shell/Shell.tsx`)).toBeNull();
    expect(groupOf(`${SRC}/features/messages/chat-socket.ts`)).toBeNull();
    expect(groupOf(`${SRC}/features/profile/FollowList.tsx`)).toBeNull();
  });

  it("keeps a library loaded on demand, and its style sheet, with the one part that loads it", () => {
    expect(groupOf(`${NM}/leaflet/dist/leaflet-src.js`)).toBeNull();
    expect(groupOf(`${NM}/leaflet/dist/leaflet.css`)).toBeNull();
    expect(groupOf(`${SRC}/ui/map/places-map.css`)).toBe('pages');
  });

  it('puts what the signed-out pages share in the account chunk, and what they share with the signed-in app with the first page', () => {
    expect(groupOf(`${SRC}/features/account/AuthForm.tsx`)).toBe('account');
    expect(groupOf(`${SRC}/ui/PasswordRules.tsx`)).toBe('index');
  });
});
