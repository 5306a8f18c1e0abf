// Cold visits of the app's pages (a browser context of their own: empty cache, no code loaded yet),
// weighed from the page's own Resource Timing: for the browser tests (first-visit.e2e.ts) and for
// `npm run bench -- cold`.

/** The most scripts and style sheets a cold visit of any page may load before the page is shown. */
export const CODE_REQUESTS_BUDGET = 10;

/** The mark the app sets when it starts loading the code of the likely next pages (src/lib/prefetch). */
const PREFETCH_MARK = 'gatherly:prefetch';

/** How long the page must stay without a new request to count as settled. */
const QUIET_MS = 1000;

/** Scripts and style sheets: the app's code. */
const isCode = (url) => /\.(js|css)$/.test(new URL(url).pathname);

/**
 * Opens `path` in a context of its own of `browser`, signed in with `storageState` if given, waits
 * until `ready(page)` (the page's content shows), the likely next pages' code starts loading in the
 * background (or the browser stays idle without) and the network is quiet; answers the requests
 * made before that background loading (code and the rest: the document, data, images), and those of
 * the background loading itself.
 */
export async function coldVisit(browser, { baseUrl, path, storageState, headers, ready, beforeLoad }) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState, extraHTTPHeaders: headers, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (beforeLoad) await beforeLoad(page);
    await page.goto(path);
    if (ready) await ready(page);
    // Settled: no new entry for QUIET_MS, and the background loading started (or 5 s went by without).
    const started = Date.now();
    let count = -1;
    for (;;) {
      await page.waitForTimeout(QUIET_MS);
      const now = await page.evaluate((mark) => ({ count: performance.getEntriesByType('resource').length, marked: performance.getEntriesByName(mark).length > 0 }), PREFETCH_MARK);
      if (now.count === count && (now.marked || Date.now() - started > 5000)) break;
      count = now.count;
      if (Date.now() - started > 30_000) break;
    }
    const { navigation, resources, mark } = await page.evaluate((name) => {
      const [doc] = performance.getEntriesByType('navigation');
      return {
        navigation: { name: doc.name, bytes: doc.transferSize },
        resources: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime, bytes: entry.transferSize })),
        mark: performance.getEntriesByName(name)[0]?.startTime ?? null,
      };
    }, PREFETCH_MARK);
    const before = resources.filter((entry) => mark === null || entry.start < mark);
    const after = resources.filter((entry) => mark !== null && entry.start >= mark);
    const tally = (entries) => ({ requests: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0), files: entries.map((entry) => new URL(entry.name).pathname) });
    return {
      code: tally(before.filter((entry) => isCode(entry.name))),
      other: tally([navigation, ...before.filter((entry) => !isCode(entry.name))]),
      prefetched: tally(after.filter((entry) => isCode(entry.name))),
    };
  } finally {
    await context.close();
  }
}

/** The storage of a context signed in as `user` through the login form (the session lives in localStorage and a cookie). */
export async function signedInState(browser, { baseUrl, user, headers }) {
  const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: headers });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/home$/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
