/** Loads the code of a page (or of anything loaded on demand). */
export type CodeLoad = () => Promise<unknown>;

/** What the browser says of the link (Network Information API; absent in some browsers). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** The performance mark set when the code of likely next pages starts loading in the background. */
export const PREFETCH_MARK = 'gatherly:prefetch';

/** Whether code not yet needed may be loaded: never when the person asked to save data, nor on a 2G link, nor offline. */
export function mayPrefetch(connection: ConnectionHints | undefined, online = true): boolean {
  return online && !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? '');
}

function browserAllows(): boolean {
  if (typeof navigator === 'undefined') return false;
  return mayPrefetch((navigator as Navigator & { connection?: ConnectionHints }).connection, navigator.onLine);
}

const started = new Set<CodeLoad>();

/**
 * Loads code ahead of need, each load once. A load that fails is forgotten: the visit itself then
 * loads it (and says so if it cannot).
 */
export function prefetch(loads: Iterable<CodeLoad>, allowed: () => boolean = browserAllows): void {
  if (!allowed()) return;
  for (const load of loads) {
    if (started.has(load)) continue;
    started.add(load);
    load().catch(() => started.delete(load));
  }
}

/** Runs `run` when the browser is idle (at the latest after `timeoutMs`); the answer cancels it. */
export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Loads the code of the page a link leads to as soon as the pointer comes over the link or the
 * link gets focus, so that the click finds it loaded. `codeOf` names the loads of a path of the
 * app. The answer stops listening.
 */
export function prefetchOnIntent(codeOf: (pathname: string) => CodeLoad[]): () => void {
  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(target instanceof HTMLAnchorElement) || target.origin !== window.location.origin) return;
    prefetch(codeOf(target.pathname));
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/**
 * Once the browser is idle after a page was shown, loads the code of the pages likely to come
 * next (`likelyNext`, from the page shown), marking the moment with `PREFETCH_MARK`.
 */
export function prefetchWhenIdle(likelyNext: CodeLoad[]): () => void {
  return whenIdle(() => {
    const loads = likelyNext.filter((load) => !started.has(load));
    if (loads.length === 0 || !browserAllows()) return;
    performance.mark(PREFETCH_MARK);
    prefetch(loads);
    startBackground();
  });
}

let backgroundStarted = false;
const backgroundWaiters: Array<() => void> = [];

function startBackground() {
  if (backgroundStarted) return;
  backgroundStarted = true;
  backgroundWaiters.splice(0).forEach((run) => run());
}

/**
 * Runs `run` once, in the background of the visit: when the code of the likely next pages starts
 * loading (after the page was shown, the browser idle), or when the browser is idle after
 * `fallbackMs` if no page asks for any; never when the person saves data or has no network. The
 * answer cancels it.
 */
export function inBackground(run: () => void, fallbackMs = 10_000, allowed: () => boolean = browserAllows): () => void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    if (allowed()) run();
  };
  if (backgroundStarted) {
    go();
    return () => undefined;
  }
  backgroundWaiters.push(go);
  let cancelIdle = () => undefined as void;
  const timer = window.setTimeout(() => (cancelIdle = whenIdle(go)), fallbackMs);
  return () => {
    done = true;
    window.clearTimeout(timer);
    cancelIdle();
  };
}
