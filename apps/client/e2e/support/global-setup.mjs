import { startLinkPages } from './link-pages.mjs';
import { startRemoteServer } from './remote-server.mjs';
import { startServer } from './server.mjs';

/**
 * Starts the built app once for the whole run, with the pages link previews are fetched from (the
 * only loopback address it may fetch for them) and another server of the fediverse (loopback
 * addresses allowed to the federation); the function it answers stops them all.
 */
export default async function globalSetup() {
  const pages = await startLinkPages();
  const remote = await startRemoteServer();
  const server = await startServer({ env: { LINK_PREVIEW_ALLOW: pages.host, FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_LINK_PAGES_URL = pages.baseUrl;
  process.env.E2E_REMOTE_ACTOR_URL = remote.actorUrl;
  return async () => {
    await server.stop();
    await pages.stop();
    await remote.stop();
  };
}
