import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { TEST_ZOOM } from './streams/testing/zoom-test-app.ts';

describe('GET /api/integrations', () => {
  const bare = useTestApp();
  const setUp = useTestApp({ config: { zoom: TEST_ZOOM, meet: { cloudProjectNumber: '123456789012' } } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await bare.factories.user();
  });

  it('says what the server is set up for', async () => {
    const read = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: '/api/integrations', headers: a.headers });
    expect((await read(bare)).json()).toEqual({
      zoom: { configured: false },
      meet: { cloudProjectNumber: null },
    });
    expect((await read(setUp)).json()).toEqual({
      zoom: { configured: true },
      meet: { cloudProjectNumber: '123456789012' },
    });
  });

  it('answers without a sign-in, as the Meet side panel inside Meet needs it', async () => {
    const anonymous = await setUp.app.inject({ method: 'GET', url: '/api/integrations' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({
      zoom: { configured: true },
      meet: { cloudProjectNumber: '123456789012' },
    });
  });
});
