import { startServer } from './server.mjs';

export default async function globalSetup() {
  const server = await startServer();
  globalThis.__GATHERLY_SERVER__ = server;
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
}
