import type { Renderer } from '../ports/renderer.ts';
import type { Captcha } from '../ports/captcha.ts';
import type { MailTransport } from '../ports/mailer.ts';

/** A kernel port a plugin can provide. `single` slots take one enabled provider at a time. */
export interface ProviderSlot<T> {
  readonly name: string;
  readonly single: boolean;
  /** Phantom field that carries T. */
  readonly _type?: T;
}

/**
 * Declares an extension point. Kernel ports are single slots; a plugin may declare its own
 * (e.g. a multi slot other plugins fill) and export it from its api.ts.
 */
export function defineProviderSlot<T>(name: string, single = true): ProviderSlot<T> {
  return { name, single };
}

const slot = defineProviderSlot;

export const RendererSlot = slot<Renderer>('renderer');
export const CaptchaSlot = slot<Captcha>('captcha');
export const MailTransportSlot = slot<MailTransport>('mail-transport');

/** Providers per slot, each tagged with the plugin that offered it. */
export class ProviderRegistry {
  private readonly providers = new Map<string, { owner: string; value: unknown }[]>();

  constructor(private readonly isActive: (owner: string) => boolean) {}

  add<T>(slot: ProviderSlot<T>, owner: string, value: T): void {
    const list = this.providers.get(slot.name) ?? [];
    list.push({ owner, value });
    this.providers.set(slot.name, list);
  }

  /** The enabled provider of a single slot, if any. */
  active<T>(slot: ProviderSlot<T>): T | undefined {
    return this.providers.get(slot.name)?.find((p) => this.isActive(p.owner))?.value as T | undefined;
  }

  all<T>(slot: ProviderSlot<T>): T[] {
    return (this.providers.get(slot.name) ?? []).filter((p) => this.isActive(p.owner)).map((p) => p.value as T);
  }

  dropOwner(owner: string): void {
    for (const [name, list] of this.providers) this.providers.set(name, list.filter((p) => p.owner !== owner));
  }
}
