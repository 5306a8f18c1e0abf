import { startServer } from './server.mjs';

/** Starts the built app once for the whole run; the function it answers stops it. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
