import type { AdminBannersResponse } from '../../../../../../shared/api/content.js';
import type { SettingsResponse } from '../../../../../../shared/api/settings.js';
import type { SystemResponse } from '../../../../../../shared/api/system.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

/**
 * Issue 30: what the dashboard's setup checklist reads (console/features/dashboard/lib/setup.ts) on
 * a fresh install: no hotline, no chat, the built-in terms, no banner; and players get no number.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a fresh install, as the setup checklist reads it', () => {
  it('has no hotline, no chat provider, the default terms and no banner', async () => {
    const { token } = await t.admin();
    const settings = (await t.request({ method: 'GET', url: '/v1/admin/settings', token })).json<SettingsResponse>().results;
    const entry = (key: string) => settings.find((s) => s.key === key)!;
    expect(entry('hotline').value).toBeNull();
    expect(entry('chat').value).toMatchObject({ provider: 'none' });
    expect(entry('terms').value).toBe(entry('terms').default);
    expect((await t.request({ method: 'GET', url: '/v1/admin/banners', token })).json<AdminBannersResponse>().results).toEqual([]);

    // What the player's screens read: no number to show, no chat to open.
    const content = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().content;
    expect(content.hotline).toBeNull();
    expect(content.chat).toEqual({ provider: 'none', scriptUrl: null, link: null });
  });
});
