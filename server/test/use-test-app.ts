import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.ts';

/**
 * The test app of a file or a `describe` block: built in a `beforeAll`, closed in an `afterAll`.
 * Its properties can be read once it is built, in later hooks and in tests (hooks run in the order
 * they are registered). `options` may be a function, run first in that `beforeAll`, when they
 * hold what has to be started for the app (a fake's URL).
 */
export function useTestApp(
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(() => built?.close());

  const current = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: read it in a later hook or a test');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    get factories() {
      return current().factories;
    },
    logs: () => current().logs(),
    close: () => current().close(),
  };
}
