import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pseudolocalize from 'pseudolocale';
import type { Catalogue } from '@gatherly/schema';

/** A language's catalogues by namespace (`<locales>/<language>/<namespace>.json`), and the files they were read from. */
export function readCatalogues(locales: string, language: string): { catalogues: Record<string, Catalogue>; files: string[] } {
  const folder = join(locales, language);
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name));
  const catalogues = Object.fromEntries(files.map((file) => [file.slice(folder.length + 1, -'.json'.length), JSON.parse(readFileSync(file, 'utf8')) as Catalogue]));
  return { catalogues, files };
}

/** The pseudo-language's words: accented, the numbered tags of rich texts (`<0>`, `</0>`) kept. */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, index) => (index % 2 === 1 || part === '' ? part : pseudolocalize(part, { prepend: '', append: '' })))
    .join('');
}
