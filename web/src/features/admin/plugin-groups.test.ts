import { describe, expect, it } from 'vitest';
import type { AdminPlugin } from '../../../../schemas/api/plugins';
import { pluginGroups } from './plugin-groups';

const plugin = (slug_name: string, kind: string, name = slug_name): AdminPlugin => ({
  slug_name, name, kind, version: '1.0.0', enabled: true, have_config: false, description: '', link: '',
  core: false, quarantined: false, error: '', lock: '', required_by: [], author: '', capabilities: [], privileged: [], pending_version: '',
});

describe('plugin groups', () => {
  it('gathers plugins by kind in the page order, by name within a group, and leaves out empty groups', () => {
    const groups = pluginGroups([
      plugin('votes', 'feature', 'Votes'), plugin('storage-sqlite', 'storage'), plugin('mail-smtp', 'mail'),
      plugin('tags', 'feature', 'Tags'), plugin('search-sql', 'search'), plugin('web-pages', 'web'), plugin('review', 'review', 'Review'),
      plugin('sso', 'connector', 'Single sign-on'),
    ]);
    expect(groups.map((g) => [g.group, g.plugins.map((p) => p.slug_name)])).toEqual([
      ['features', ['review', 'sso', 'tags', 'votes']],
      ['storage', ['search-sql', 'storage-sqlite']],
      ['mail', ['mail-smtp']],
      ['system', ['web-pages']],
    ]);
  });
});
