import { describe, expect, it, vi } from 'vitest';
import { defineSlot, fill } from '../sdk/define-slot';
import { defineWebPlugin } from '../sdk/define-web-plugin';
import { AdminMenuSlot, FooterSlot, HeaderNavSlot } from '../sdk/shell-slots';
import { loadWebPlugins, pluginIdFromPath } from './discovered-plugins';
import { activePlugins, slotContributions } from './plugin-registry';

const Nav = () => null;
const Right = () => null;
const alpha = defineWebPlugin({ id: 'alpha', slots: [fill(HeaderNavSlot, Nav), fill(FooterSlot, Nav), fill(FooterSlot, Right)] });
const beta = defineWebPlugin({ id: 'beta', slots: [fill(HeaderNavSlot, Right)] });

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
    expect(slotContributions(both, HeaderNavSlot).map((e) => e.key)).toEqual(['alpha:0', 'beta:0']);
    expect(slotContributions(both, FooterSlot).map((e) => e.Component)).toEqual([Nav, Right]);
    expect(slotContributions(both, FooterSlot).map((e) => e.key)).toEqual(['alpha:0', 'alpha:1']);
    const onlyAlpha = activePlugins([alpha, beta], [{ slug_name: 'alpha', enabled: true }]);
    expect(slotContributions(onlyAlpha, HeaderNavSlot).map((e) => e.pluginId)).toEqual(['alpha']);
    expect(slotContributions(onlyAlpha, AdminMenuSlot)).toEqual([]);
  });
});

describe('typed slots', () => {
  const CountSlot = defineSlot<{ count: number }>('alpha.count');
  const ShowCount = ({ context }: { context: { count: number } }) => context.count;

  it('matches fills to the slot they name', () => {
    const gamma = defineWebPlugin({ id: 'gamma', slots: [fill(CountSlot, ShowCount), fill(FooterSlot, Nav)] });
    expect(slotContributions([gamma], CountSlot).map((e) => e.Component)).toEqual([ShowCount]);
    expect(slotContributions([gamma], defineSlot<{ count: number }>('beta.count'))).toEqual([]);
  });

  it('rejects malformed slot names', () => {
    expect(() => defineSlot('Post Vote')).toThrow(/invalid slot name/);
    expect(() => defineSlot('questions.')).toThrow(/invalid slot name/);
  });

  it('checks a fill against the slot context type', () => {
    const ShowText = ({ context }: { context: { text: string } }) => context.text;
    // @ts-expect-error a component for another context does not fit the slot
    fill(CountSlot, ShowText);
    // @ts-expect-error a void slot gives no context to read
    fill(FooterSlot, ShowCount);
    expect(fill(CountSlot, ShowCount).slot).toBe('alpha.count');
  });
});
