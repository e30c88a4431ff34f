import { describe, expect, it, vi } from 'vitest';
import { defineWebPlugin } from '../sdk/define-web-plugin';
import { loadWebPlugins, pluginIdFromPath } from './discovered-plugins';
import { activePlugins, slotContributions } from './plugin-registry';

const Nav = () => null;
const Right = () => null;
const alpha = defineWebPlugin({ id: 'alpha', slots: { 'header.nav': Nav, footer: [Nav, Right] } });
const beta = defineWebPlugin({ id: 'beta', slots: { 'header.nav': [Right] } });

describe('plugin discovery', () => {
  it('derives the id from the folder', () => {
    expect(pluginIdFromPath('../../../plugins/questions/web/index.tsx')).toBe('questions');
    expect(pluginIdFromPath('elsewhere.tsx')).toBeUndefined();
  });

  it('loads plugins and leaves out broken or misnamed ones', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugins = await loadWebPlugins({
      '../../../plugins/beta/web/index.tsx': async () => ({ default: beta }),
      '../../../plugins/alpha/web/index.tsx': async () => ({ default: alpha }),
      '../../../plugins/broken/web/index.tsx': async () => { throw new Error('boom'); },
      '../../../plugins/misnamed/web/index.tsx': async () => ({ default: alpha }),
    });
    expect(plugins.map((p) => p.id)).toEqual(['alpha', 'beta']);
  });

  it('rejects invalid ids', () => {
    expect(() => defineWebPlugin({ id: 'Bad Id' })).toThrow(/invalid plugin id/);
  });
});

describe('plugin activation', () => {
  it('mounts only plugins the server reports enabled', () => {
    const statuses = [{ slug_name: 'alpha', enabled: true }, { slug_name: 'beta', enabled: false }];
    expect(activePlugins([alpha, beta], statuses).map((p) => p.id)).toEqual(['alpha']);
    expect(activePlugins([alpha, beta], undefined)).toEqual([]);
  });

  it('collects slot contributions of active plugins only', () => {
    const both = activePlugins([alpha, beta], [{ slug_name: 'alpha', enabled: true }, { slug_name: 'beta', enabled: true }]);
    expect(slotContributions(both, 'header.nav').map((e) => e.key)).toEqual(['alpha:0', 'beta:0']);
    expect(slotContributions(both, 'footer').map((e) => e.Component)).toEqual([Nav, Right]);
    const onlyAlpha = activePlugins([alpha, beta], [{ slug_name: 'alpha', enabled: true }]);
    expect(slotContributions(onlyAlpha, 'header.nav').map((e) => e.pluginId)).toEqual(['alpha']);
    expect(slotContributions(onlyAlpha, 'admin.menu')).toEqual([]);
  });
});
