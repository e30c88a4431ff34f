import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { defineWebPlugin } from '../sdk/define-web-plugin';
import { appRoutes } from './router';

const Page = () => null;
const plugin = defineWebPlugin({
  id: 'alpha',
  routes: [
    { path: '/alpha-open', layout: 'unguarded', Component: Page },
    { path: '/alpha', Component: Page },
    { path: 'alpha-choices', layout: 'settings', Component: Page },
  ],
});

/** The paths of a route's children, one level down. */
const childPaths = (route: RouteObject | undefined) => (route?.children ?? []).map((r) => r.path).filter(Boolean);

describe('plugin route layouts', () => {
  const root = appRoutes([plugin]).find((r) => r.id === 'root');
  const guarded = root?.children?.find((r) => r.id === 'guarded');

  it("mounts an 'unguarded' route in the main layout outside the site's guards (SPEC §2.2), a 'main' one behind them", () => {
    expect(childPaths(root)).toContain('/alpha-open');
    expect(childPaths(root)).not.toContain('/alpha');
    expect(childPaths(guarded)).toContain('/alpha');
    expect(childPaths(guarded)).not.toContain('/alpha-open');
  });

  it("mounts a 'settings' route in the member's settings page, beside its own pages and behind its sign-in guard", () => {
    const settings = guarded?.children?.find((r) => r.path === '/users/settings');
    expect(settings?.loader).toBeDefined();
    expect(childPaths(settings)).toEqual(['profile', 'notify', 'account', 'interface', 'alpha-choices']);
    expect(childPaths(guarded)).not.toContain('alpha-choices');
  });
});
