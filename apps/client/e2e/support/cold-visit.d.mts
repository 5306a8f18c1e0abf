import type { Browser, BrowserContext, Page } from '@playwright/test';

export declare const CODE_REQUESTS_BUDGET: number;

/** Requests of one kind: how many, their bytes over the wire, and their paths. */
export interface Tally {
  requests: number;
  bytes: number;
  files: string[];
}

export interface ColdVisit {
  /** Scripts and style sheets loaded before the background loading of the likely next pages. */
  code: Tally;
  /** The document, data, images… loaded before it. */
  other: Tally;
  /** Scripts and style sheets of the likely next pages, loaded in the background. */
  prefetched: Tally;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export declare function coldVisit(
  browser: Browser,
  options: {
    baseUrl: string;
    path: string;
    storageState?: StorageState;
    headers?: Record<string, string>;
    ready?: (page: Page) => Promise<unknown>;
    beforeLoad?: (page: Page) => Promise<unknown>;
  },
): Promise<ColdVisit>;

export declare function signedInState(browser: Browser, options: { baseUrl: string; user: { email: string; password: string }; headers?: Record<string, string> }): Promise<StorageState>;
