import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type BrowserSession } from './browser';
import { startServer, type TestServer, type TestServerOptions } from './server';

/** Generous: a journey boots a server and a browser. */
export const JOURNEY_TIMEOUT_MS = 90_000;

export interface Journey {
  server: TestServer;
  browser: BrowserSession;
}

/**
 * Starts a server and a browser for the surrounding describe block and tears both
 * down afterwards. Read the fields inside tests (they are set in beforeAll).
 */
export function useJourney(options: TestServerOptions = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.server = await startServer(options);
    journey.browser = await launchBrowser({ baseURL: journey.server.url });
  }, JOURNEY_TIMEOUT_MS);
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.close();
  }, JOURNEY_TIMEOUT_MS);
  return journey;
}
