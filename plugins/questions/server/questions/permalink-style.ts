import type { Permalink } from '../api.ts';
import { idCodec } from './permalink.ts';

/**
 * The site's permalink style (Answer's site_seo.permalink), read from the `PermalinkPoint`
 * provider when called: it decides how ids appear in responses and how question paths read.
 */
export class PermalinkStyle {
  constructor(private readonly provider: () => Permalink | undefined) {}

  /** 1 (id and title) while no provider is enabled, as in Answer's default. */
  async mode(): Promise<number> {
    return (await this.provider()?.style()) ?? 1;
  }

  /** How ids appear in responses: short ids under styles 3 and 4. */
  async codec(): Promise<(id: string) => string> {
    return idCodec(await this.mode());
  }
}
