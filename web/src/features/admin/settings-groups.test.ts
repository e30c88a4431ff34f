import { describe, expect, it } from 'vitest';
import { defineWebPlugin, type WebPlugin } from '../../sdk/define-web-plugin';
import { settingsGroups } from './settings-groups';

const group = (path: string) => ({ path, endpoint: `/siteinfo/${path}`, loadSchema: () => Promise.resolve({}), titleKey: 'settings.title', fieldsKey: 'settings.fields' });
const plugin = (id: string, ...paths: string[]): WebPlugin => defineWebPlugin({ id, settingsGroups: paths.map(group) });

describe('the admin menu of settings pages', () => {
  it('follows SPEC §6 whatever order the plugins come in, with the pages it does not name after, by path', () => {
    const plugins = [
      plugin('users', 'users-settings'), plugin('web-pages', 'css-html'), plugin('theme-default', 'themes'), plugin('reviewer-basic', 'reviewer-basic'),
      plugin('seo', 'seo'), plugin('tags', 'write'), plugin('legal', 'legal'), plugin('mail-smtp', 'smtp'),
    ];
    const spec = ['general', 'interface', 'smtp', 'branding', 'legal', 'write', 'seo', 'themes', 'css-html', 'login', 'reviewer-basic', 'users-settings'];
    expect(settingsGroups(plugins).map((g) => g.path)).toEqual(spec);
    expect(settingsGroups([...plugins].reverse()).map((g) => g.path)).toEqual(spec);
  });

  it('keys a plugin page in its own namespace and lists only what is there', () => {
    const groups = settingsGroups([plugin('theme-default', 'themes')]);
    expect(groups.map((g) => g.path)).toEqual(['general', 'interface', 'branding', 'themes', 'login']);
    expect(groups.find((g) => g.path === 'themes')).toMatchObject({ titleKey: 'plugin.theme-default:settings.title', fieldsPrefix: 'plugin.theme-default:settings.fields' });
  });
});
