/** Every plugin's en_US catalogue, as one module (see plugin-catalogues.ts). */
export default import.meta.glob<Record<string, unknown>>('../../../../plugins/*/web/locales/en_US.json', { eager: true, import: 'default' });
