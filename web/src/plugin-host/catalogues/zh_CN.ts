/** Every plugin's zh_CN catalogue, as one module (see plugin-catalogues.ts). */
export default import.meta.glob<Record<string, unknown>>('../../../../plugins/*/web/locales/zh_CN.json', { eager: true, import: 'default' });
