import type { ScaffoldNames } from './scaffold-names.ts';

const catalogue = (settings: string, fields: Record<string, string>, footer: string) =>
  `${JSON.stringify({ settings: { title: settings, fields }, footer: { label: footer } }, null, 2)}\n`;

/**
 * `web/`: what the shell mounts while the plugin is enabled (built in only for plugins in the
 * repository's plugins/): its settings page, rendered from the server's schema, and a footer line.
 */
export function webFiles(n: ScaffoldNames): Record<string, string> {
  const sdk = n.repo('web', 'web/src/sdk');
  return {
    'web/index.tsx': `import { FooterSlot, defineWebPlugin, fill } from '${sdk}';
import { SETTINGS_ADMIN_PATH } from '../schemas/settings';
import { FooterGreeting } from './footer-greeting';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** ${n.title}: a greeting in the footer and its settings page under /admin/${n.id}. */
export default defineWebPlugin({
  id: '${n.id}',
  slots: [fill(FooterSlot, FooterGreeting)],
  settingsGroups: [{ path: '${n.id}', endpoint: SETTINGS_ADMIN_PATH, loadSchema: () => import('../schemas/settings').then((m) => m.settingsSchema), titleKey: 'settings.title', fieldsKey: 'settings.fields' }],
  locales: { en_US: enUS, zh_CN: zhCN },
});
`,
    'web/api.ts': `import { apiKey } from '${sdk}';

export type { Greeting } from '../schemas/greeting';

/** The swr key of the greeting route (the shell's fetcher serves it). */
export const greetingKey = (name?: string) => apiKey('/${n.id}/greeting', name ? { name } : undefined);
`,
    'web/footer-greeting.tsx': `import useSWR from 'swr';
import { i18nNamespace, useTranslation } from '${sdk}';
import { greetingKey, type Greeting } from './api';

/** Fills the shell's footer: the greetings of every enabled greeter, already in the reader's language. */
export function FooterGreeting() {
  const { t } = useTranslation(i18nNamespace('${n.id}'));
  const { data } = useSWR<Greeting>(greetingKey());
  if (!data?.greetings.length) return null;
  return (
    <p className="q-muted" aria-label={t('footer.label')} data-testid="${n.id}-greeting">
      {data.greetings.join(' ')}
    </p>
  );
}
`,
    'web/locales/en_US.json': catalogue(n.title, { audience: 'Audience', moderator_note: 'Moderator note' }, 'Greeting'),
    'web/locales/zh_CN.json': catalogue(n.title, { audience: '问候对象', moderator_note: '版主备注' }, '问候'),
  };
}
