// Fails when a generated file that is committed no longer matches its source: the GraphQL schema
// and the OpenAPI document the server's decorators describe, the client's typed documents, and the
// example REST client's types.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The client's schema types (src/gql) and, beside each X.graphql, its typed documents (X.generated.ts).
const GENERATED = ['libs/schema/schema.graphql', 'libs/schema/openapi.json', 'apps/client/src/gql', ':(glob)apps/client/src/**/*.generated.ts', 'examples/rest-client/src/gatherly-api.d.ts'];
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

run('node', ['apps/server/dist/schema-emit.js']);
run('node', ['apps/server/dist/openapi-emit.js']);
run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent']);
run('npm', ['run', 'types', '--silent', '-w', 'examples/rest-client']);
try {
  execFileSync('git', ['diff', '--exit-code', '--stat', '--', ...GENERATED], { stdio: 'inherit' });
} catch {
  console.error('\nGenerated files are stale: run "npm run codegen" and commit the result.');
  process.exit(1);
}
const untracked = execFileSync('git', ['ls-files', '--others', '--exclude-standard', '--', ...GENERATED]).toString().trim();
if (untracked) {
  console.error(`\nGenerated files are not committed:\n${untracked}`);
  process.exit(1);
}
// A document removed or renamed leaves its generated file behind: codegen does not delete it.
const orphans = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ':(glob)apps/client/src/**/*.generated.ts'])
  .toString()
  .split('\n')
  .filter((file) => file && existsSync(file) && !existsSync(file.replace(/\.generated\.ts$/, '.graphql')));
if (orphans.length) {
  console.error(`\nGenerated files without their document (delete them):\n${orphans.join('\n')}`);
  process.exit(1);
}
console.log('Generated files are up to date.');
