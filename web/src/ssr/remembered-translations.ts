import type { i18n as I18n, TFunction } from 'i18next';

/** A fixed `t` as i18next makes it: a function carrying its language, namespace and key prefix. */
type FixedT = ((...args: unknown[]) => unknown) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Options whose result depends on the key alone: none, or only `returnObjects` (a catalogue's list). */
const keyOnly = (options: unknown): boolean =>
  options === undefined || (typeof options === 'object' && options !== null && Object.keys(options).length === 1 && (options as { returnObjects?: unknown }).returnObjects === true);

/**
 * A server render's i18next clone whose `t` (from getFixedT, what useTranslation hands out)
 * remembers each text it looked up without options. A question page's render passes translate
 * ~1,000 times, nearly all the same few keys (each answer's buttons, each date's twelve month
 * names), and each lookup through i18next cost ~10 µs: a third of the render's CPU. On the server
 * the catalogues are loaded once before any render and never change, so a text looked up once
 * is the text; calls with options (counts, interpolation) still go to i18next. Lists are frozen:
 * every caller of the key shares them.
 */
export function rememberedTranslations(instance: I18n): I18n {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  const texts = new Map<string, unknown>();
  instance.getFixedT = ((...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const scope = `${JSON.stringify(args)}\u0000`;
    const t = (...call: unknown[]) => {
      const [key, options] = call;
      if (typeof key !== 'string' || call.length > 2 || !keyOnly(options)) return fixed(...call);
      const id = `${scope}${options === undefined ? 's' : 'o'}\u0000${key}`;
      if (texts.has(id)) return texts.get(id);
      const text = fixed(...call);
      texts.set(id, typeof text === 'object' && text !== null ? Object.freeze(text) : text);
      return text;
    };
    return Object.assign(t, { lng: fixed.lng, ns: fixed.ns, keyPrefix: fixed.keyPrefix }) as unknown as TFunction;
  }) as I18n['getFixedT'];
  return instance;
}
