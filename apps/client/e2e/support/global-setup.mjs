import { startLinkPages } from './link-pages.mjs';
import { startServer } from './server.mjs';

/**
 * Starts the built app once for the whole run, with the pages link previews are fetched from (the
 * only loopback address it may fetch); the function it answers stops both.
 */
export default async function globalSetup() {
  const pages = await startLinkPages();
  const server = await startServer({ env: { LINK_PREVIEW_ALLOW: pages.host } });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_LINK_PAGES_URL = pages.baseUrl;
  return async () => {
    await server.stop();
    await pages.stop();
  };
}
