export default async function globalTeardown() {
  await globalThis.__GATHERLY_SERVER__?.stop();
}
