import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The workspace's boundary rules (eslint.config.mjs) fire on a bad import and stay quiet on a good
 * one, on the relative paths the code imports by. ESLint runs in its own process (its config is an
 * ES module, which jest's CommonJS runtime cannot load); files without `code` are the fixtures of
 * tools/lint-fixtures, the others are linted as if they stood at `file`.
 */

const root = resolve(__dirname, '../../..');

interface Case {
  name: string;
  file: string;
  code?: string;
  fires: string | null;
}

const RESTRICTED = 'import-x/no-restricted-paths';
const NX = '@nx/enforce-module-boundaries';
const CYCLE = 'import-x/no-cycle';

const CASES: Case[] = [
  // The client's layers: app → features → ui and lib.
  { name: 'ui importing a feature', file: 'apps/client/src/ui/LintFixture.tsx', code: `import { kindLabel } from '../features/content';\nexport const f = kindLabel;\n`, fires: RESTRICTED },
  { name: 'lib importing the app shell', file: 'apps/client/src/lib/lint-fixture.ts', code: `import { router } from '../app/router';\nexport const f = router;\n`, fires: RESTRICTED },
  { name: 'lib importing lib', file: 'apps/client/src/lib/lint-fixture.ts', code: `import { paths } from './paths';\nexport const f = paths;\n`, fires: null },
  { name: 'a feature importing the app shell', file: 'apps/client/src/features/home/lint-fixture.ts', code: `import { Sidebar } from '../../app/shell/Sidebar';\nexport const f = Sidebar;\n`, fires: RESTRICTED },
  { name: 'a feature importing ui', file: 'apps/client/src/features/home/lint-fixture.ts', code: `import { Button } from '../../ui/Button';\nexport const f = Button;\n`, fires: null },
  // One feature reaches another only through its index.ts.
  { name: "a feature importing another's internals", file: 'apps/client/src/features/home/lint-fixture.ts', code: `import { kindLabel } from '../content/kind-facts';\nexport const f = kindLabel;\n`, fires: RESTRICTED },
  { name: "a feature importing another's index", file: 'apps/client/src/features/home/lint-fixture.ts', code: `import { kindLabel } from '../content';\nexport const f = kindLabel;\n`, fires: null },
  { name: "a feature importing another's typed documents", file: 'apps/client/src/features/home/lint-fixture.ts', code: `import { LogoutDocument } from '../account/logout/Logout.generated';\nexport const f = LogoutDocument;\n`, fires: null },
  { name: "lib importing a feature's typed documents", file: 'apps/client/src/lib/lint-fixture.ts', code: `import { LogoutDocument } from '../features/account/logout/Logout.generated';\nexport const f = LogoutDocument;\n`, fires: null },
  { name: 'a feature importing its own internals', file: 'apps/client/src/features/home/lint-fixture.ts', code: `import { FeedCard } from './FeedCard';\nexport const f = FeedCard;\n`, fires: null },
  // The apps meet only in libs/schema.
  { name: 'the client importing server code by a relative path', file: 'apps/client/src/lib/lint-fixture.ts', code: `import { APP_CONFIG } from '../../../server/src/config/config';\nexport const f = APP_CONFIG;\n`, fires: NX },
  { name: 'the server importing client code by a relative path', file: 'apps/server/src/config/lint-fixture.ts', code: `import { paths } from '../../../client/src/lib/paths';\nexport const f = paths;\n`, fires: NX },
  { name: 'the server importing the client package', file: 'apps/server/src/config/lint-fixture.ts', code: `import { paths } from 'client/src/lib/paths';\nexport const f = paths;\n`, fires: NX },
  { name: 'the client importing libs/schema', file: 'apps/client/src/lib/lint-fixture.ts', code: `import { LIMITS } from '@gatherly/schema';\nexport const f = LIMITS;\n`, fires: null },
  // On the server, services are beneath the doors.
  { name: 'a service importing a resolver', file: 'apps/server/src/profiles/lint-fixture.service.ts', code: `import { ProfilesResolver } from './profiles.resolver';\nexport const f = ProfilesResolver;\n`, fires: RESTRICTED },
  { name: 'a controller importing a service', file: 'apps/server/src/profiles/lint-fixture.controller.ts', code: `import { ProfilesService } from './profiles.service';\nexport const f = ProfilesService;\n`, fires: null },
  // Domains go one way: content and profiles tell notifications and the feed through ports.
  { name: 'content importing notifications', file: 'apps/server/src/content/engagement/lint-fixture.ts', code: `import { NotificationsService } from '../../notifications/notifications.service';\nexport const f = NotificationsService;\n`, fires: RESTRICTED },
  { name: 'content importing the notices port', file: 'apps/server/src/content/engagement/lint-fixture.ts', code: `import { NOTICES } from '../../common/ports/notices';\nexport const f = NOTICES;\n`, fires: null },
  { name: 'notifications importing content', file: 'apps/server/src/notifications/lint-fixture.ts', code: `import { KindSql } from '../content/shared/kind-sql';\nexport const f = KindSql;\n`, fires: null },
  { name: 'content importing the feed', file: 'apps/server/src/content/shared/lint-fixture.ts', code: `import { TimelinesService } from '../../feed/timelines.service';\nexport const f = TimelinesService;\n`, fires: RESTRICTED },
  { name: 'the feed importing content', file: 'apps/server/src/feed/lint-fixture.ts', code: `import { ContentItemsService } from '../content/shared/content-items.service';\nexport const f = ContentItemsService;\n`, fires: null },
  { name: 'profiles importing safety', file: 'apps/server/src/profiles/lint-fixture.ts', code: `import { SafetyService } from '../safety/safety.service';\nexport const f = SafetyService;\n`, fires: RESTRICTED },
  { name: 'profiles importing the visibility policy', file: 'apps/server/src/profiles/lint-fixture.ts', code: `import { notBlockedSql } from '../common/visibility/visibility-sql';\nexport const f = notBlockedSql;\n`, fires: null },
  // Modules importing each other.
  { name: 'a run-time cycle', file: 'tools/lint-fixtures/cycle/a.ts', fires: CYCLE },
  { name: 'a run-time cycle, other side', file: 'tools/lint-fixtures/cycle/b.ts', fires: CYCLE },
  { name: 'a cycle through a lazy import', file: 'tools/lint-fixtures/lazy-cycle/b.ts', fires: CYCLE },
  { name: 'a cycle closed by a type-only import, type side', file: 'tools/lint-fixtures/type-cycle/a.ts', fires: null },
  { name: 'a cycle closed by a type-only import, value side', file: 'tools/lint-fixtures/type-cycle/b.ts', fires: null },
];

let fired: string[][];

beforeAll(() => {
  const input = JSON.stringify(CASES.map(({ file, code }) => ({ file, code })));
  fired = JSON.parse(execFileSync(process.execPath, ['tools/lint-fixtures/lint.mjs'], { cwd: root, input, encoding: 'utf8', timeout: 170_000 }));
}, 180_000);

it.each(CASES.map((lintCase, index) => [lintCase.name, lintCase, index] as const))('%s', (_name, lintCase, index) => {
  const rules = fired[index];
  if (lintCase.fires === null) expect(rules).toEqual([]);
  else expect(rules).toEqual([lintCase.fires]);
});
