// Lints what it is given with the workspace's ESLint config and prints, per case, the rules that fired.
// Input (stdin, JSON): [{ file, code? }]; a case without code lints the file as it is on disk.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, ignore: false });
const cases = JSON.parse(readFileSync(0, 'utf8'));
const fired = [];
for (const { file, code } of cases) {
  const [result] = code === undefined ? await eslint.lintFiles([resolve(root, file)]) : await eslint.lintText(code, { filePath: resolve(root, file) });
  fired.push(result.messages.map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(fired));
