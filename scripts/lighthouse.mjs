// Lighthouse on a running Gatherly (`npm start` elsewhere): `node scripts/lighthouse.mjs [base URL]`
// (default http://localhost:3000). For each page, in Lighthouse's mobile emulation with the system
// Chromium: the installability checks of an app (manifest, service worker, icons; Lighthouse 11,
// the last to run them, fetched by npx) and the performance score with its measures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM } from '../apps/client/e2e/support/chromium.mjs';

const LIGHTHOUSE = 'lighthouse@11.7.1';
const PAGES = ['/login', '/signup'];
const AUDITS = ['installable-manifest', 'service-worker', 'maskable-icon', 'themed-omnibox', 'splash-screen', 'first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const folder = mkdtempSync(join(tmpdir(), 'gatherly-lighthouse-'));
let failed = false;
for (const path of PAGES) {
  const output = join(folder, `${path.slice(1) || 'home'}.json`);
  execFileSync(
    'npx',
    ['--yes', LIGHTHOUSE, `${base}${path}`, '--only-categories=pwa,performance', '--chrome-flags=--headless=new --no-sandbox', '--output=json', `--output-path=${output}`, '--quiet'],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (category) => Math.round((report.categories[category]?.score ?? 0) * 100);
  console.log(`${path}: installable ${score('pwa')}/100, performance ${score('performance')}/100`);
  for (const id of AUDITS) {
    const audit = report.audits[id];
    if (!audit) continue;
    if (audit.score !== null && audit.score < 1 && ['installable-manifest', 'service-worker', 'maskable-icon'].includes(id)) failed = true;
    console.log(`  ${id.padEnd(26)} ${audit.score === null ? '-' : audit.score.toFixed(2)} ${audit.displayValue ?? ''}`);
  }
}
if (failed) {
  console.error('An installability check failed.');
  process.exit(1);
}
