import type { ScaffoldNames } from './scaffold-names.ts';

const catalogue = (n: ScaffoldNames, greeting: string) => `${JSON.stringify({ [n.id]: { greeting } }, null, 2)}\n`;

/** `schemas/`: the contracts both halves import, pure data and types. */
export function schemaFiles(n: ScaffoldNames): Record<string, string> {
  return {
    'schemas/greeting.ts': `import type { FromSchema } from 'json-schema-to-ts';

/*
 * The greeting route's request and answer, written once: the server validates with these schemas
 * and declares the answer as the route's \`response\` (the OpenAPI document and every API test
 * use it); the web half imports the same types. Pure data and types: the browser bundle imports it.
 */

/** The longest name a greeting takes, in the query and in the audience setting. */
export const NAME_MAX = 40;

export const greetingQuerySchema = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: NAME_MAX } },
} as const;
export type GreetingQuery = FromSchema<typeof greetingQuerySchema>;

export const greetingSchema = {
  type: 'object',
  required: ['greetings'],
  properties: { greetings: { type: 'array', items: { type: 'string' } } },
  additionalProperties: false,
} as const;
export type Greeting = FromSchema<typeof greetingSchema>;
`,
    'schemas/settings.ts': `import type { FromSchema } from 'json-schema-to-ts';
import { NAME_MAX } from './greeting.ts';

/** Where admins read and save the group, under /answer/admin/api (the server serves it, the web page calls it). */
export const SETTINGS_ADMIN_PATH = '/${n.id}/settings';

/**
 * ${n.title}'s settings group; the admin page is rendered from this schema too. \`x-visibility\`
 * decides who sees a key: \`public\` ones reach every browser in \`siteinfo\`, \`admin\` ones only
 * the admin form, \`secret\` ones are never sent back. An \`x-transient\` key is checked, never stored.
 */
export const settingsSchema = {
  $id: 'quorum:settings/${n.snake}',
  title: '${n.title}',
  type: 'object',
  'x-visibility': 'public',
  additionalProperties: false,
  required: ['audience', 'moderator_note'],
  properties: {
    audience: { type: 'string', title: 'Audience', minLength: 1, maxLength: NAME_MAX, default: 'visitor' },
    moderator_note: { type: 'string', title: 'Moderator note', maxLength: 500, default: '', 'x-visibility': 'admin' },
  },
} as const;
export type ${n.pascal}Settings = FromSchema<typeof settingsSchema>;
`,
  };
}

/** `server/`: the public api, the wiring and the route; `locales/`: the server catalogue. */
export function serverFiles(n: ScaffoldNames): Record<string, string> {
  const kernel = n.repo('server', 'kernel/api.ts');
  return {
    'server/api.ts': `import { defineExtensionPoint, defineSettingsGroup, type Language } from '${kernel}';
import { SETTINGS_ADMIN_PATH, settingsSchema, type ${n.pascal}Settings } from '../schemas/settings.ts';

/*
 * What other plugins may use of ${n.id}; they list "${n.id}" under "optional" (or "requires") in
 * their plugin.json first. Nothing else in this folder is theirs to import.
 */

/** Public in \`siteinfo\` as \`${n.snake}\`; edited at admin \`${n.id}/settings\`. */
export const ${n.pascal}SettingsGroup = defineSettingsGroup<${n.pascal}Settings>({
  name: '${n.snake}', schema: settingsSchema, adminPath: SETTINGS_ADMIN_PATH, siteinfoKey: '${n.snake}',
});

/** One greeting of \`name\`, in the reader's language. */
export interface Greeter {
  greet(name: string, language: Language): string;
}

/**
 * Every enabled plugin's greeter speaks in \`GET ${n.id}/greeting\`, this plugin's own first.
 * Another plugin joins with \`ctx.provide(GreeterPoint, { greet })\`; disabling it takes its greeter away.
 */
export const GreeterPoint = defineExtensionPoint<Greeter, 'many'>('${n.id}.greeter', { owner: '${n.id}', cardinality: 'many', members: ['greet'] });
`,
    'server/index.ts': `import { definePlugin } from '${kernel}';
import { GreeterPoint, ${n.pascal}SettingsGroup } from './api.ts';
import { greetingRoute } from './greeting-route.ts';

/** ${n.title}: builds its pieces and hands them to the kernel; nothing runs on import. */
export default definePlugin({
  register(ctx) {
    ctx.settings.declare(${n.pascal}SettingsGroup);
    // The default greeter; other plugins' greeters join it while they are enabled.
    ctx.provide(GreeterPoint, { greet: (name, language) => ctx.i18n.t(language, '${n.id}.greeting', { name }) });
    ctx.routes.add('api', greetingRoute(ctx.use(GreeterPoint), () => ctx.settings.get(${n.pascal}SettingsGroup)));
  },
});
`,
    'server/greeting-route.ts': `import { defineRoute, type RouteDefinition } from '${kernel}';
import { greetingQuerySchema, greetingSchema, type Greeting, type GreetingQuery } from '../schemas/greeting.ts';
import type { ${n.pascal}Settings } from '../schemas/settings.ts';
import type { Greeter } from './api.ts';

/**
 * \`GET /answer/api/v1/${n.id}/greeting[?name=]\`: every enabled greeter greets \`name\`, or else the
 * audience the admin set. Public, because the footer shows it on every page, sign-in included.
 */
export function greetingRoute(greeters: () => Greeter[], settings: () => Promise<${n.pascal}Settings>): RouteDefinition<unknown, GreetingQuery> {
  return defineRoute<unknown, GreetingQuery>({
    method: 'get', path: '/${n.id}/greeting', access: 'public', query: greetingQuerySchema, response: greetingSchema,
    handler: async ({ query, req }): Promise<Greeting> => {
      const name = query.name ?? (await settings()).audience;
      return { greetings: greeters().map((g) => g.greet(name, req.quorum.language)) };
    },
  });
}
`,
    'locales/en_US.json': catalogue(n, `Hello, {{name}}, from ${n.title}.`),
    'locales/zh_CN.json': catalogue(n, `{{name}}，你好！来自 ${n.title} 的问候。`),
  };
}
