// Fails when the catalogues of texts (libs/schema/locales/<language>/<namespace>.json) disagree
// with English, the reference, or with the code: an offered language lacking a text; any language
// holding a text English does not, an empty text, a text that is not valid ICU, or one whose
// placeholders and tags differ from English's; an English text no code uses. Needs libs/schema built.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import schema from '../libs/schema/dist/index.js';

const { DEFAULT_LANGUAGE, SHIPPED_LANGUAGE_CODES, compileCatalogues, placeholdersOf, textId } = schema;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOCALES = join(ROOT, 'libs/schema/locales');
/** Where texts are used: the client's and the server's code, and the shared contract. */
const CODE = ['apps/client/src', 'apps/server/src', 'libs/schema/src'];

const problems = [];
const readLanguage = (language) =>
  Object.fromEntries(
    readdirSync(join(LOCALES, language))
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(join(LOCALES, language, name), 'utf8'))]),
  );
const flatten = (catalogues) => new Map(Object.entries(catalogues).flatMap(([namespace, catalogue]) => Object.entries(catalogue).map(([key, text]) => [textId(namespace, key), text])));

const english = flatten(readLanguage(DEFAULT_LANGUAGE));
const languages = readdirSync(LOCALES).sort();
const summary = [];
for (const language of languages) {
  const catalogues = readLanguage(language);
  try {
    compileCatalogues(catalogues);
  } catch (error) {
    problems.push(`${language}: not valid ICU: ${error.message}`);
  }
  const texts = flatten(catalogues);
  for (const [id, text] of texts) {
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${language}: ${id} is empty`);
    else if (!english.has(id)) problems.push(`${language}: ${id} is not an English text`);
    else {
      try {
        const mine = placeholdersOf(text).join(', ');
        const reference = placeholdersOf(english.get(id)).join(', ');
        if (mine !== reference) problems.push(`${language}: ${id} has {${mine}} where English has {${reference}}`);
      } catch {
        // reported above as not valid ICU
      }
    }
  }
  const missing = [...english.keys()].filter((id) => !texts.has(id));
  if (SHIPPED_LANGUAGE_CODES.includes(language)) for (const id of missing) problems.push(`${language} (offered): ${id} is missing`);
  summary.push(`${language} ${english.size - missing.length}/${english.size}${SHIPPED_LANGUAGE_CODES.includes(language) ? ' offered' : ''}`);
}

const sources = [];
const walk = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) sources.push(readFileSync(path, 'utf8'));
  }
};
for (const folder of CODE) walk(join(ROOT, folder));
const code = sources.join('\n');
for (const id of english.keys()) if (!code.includes(`'${id}'`)) problems.push(`${DEFAULT_LANGUAGE}: ${id} is used by no code (${relative(ROOT, LOCALES)})`);
// The texts the shared contract names by id (`textRef('content.problems.remarkRequired')`) are typed as strings: each must be an English text.
for (const [, id] of code.matchAll(/textRef\(\s*'([^']+)'/g)) if (!english.has(id)) problems.push(`${DEFAULT_LANGUAGE}: ${id} is named in code but is no text (${relative(ROOT, LOCALES)})`);

if (problems.length > 0) {
  console.error(`The catalogues of texts disagree:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Texts: ${summary.join(', ')}.`);
