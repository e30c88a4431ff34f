/**
 * Extension points: the one way plugins meet (STYLE §2). The owner declares a typed point in its
 * api.ts (kernel ports in the kernel); others `provide` an implementation or `use` the point's
 * providers through their plugin context. Only enabled plugins' contributions are seen, so
 * disabling a plugin takes its contributions away at once and enabling brings them back.
 */
export interface ExtensionPoint<T, C extends Cardinality = Cardinality> {
  /** `<owner>.<name>`, unique on a site. */
  readonly id: string;
  /** The plugin that declares the point ('kernel' for kernel ports). */
  readonly owner: string;
  /** 'one': at most one enabled provider; 'many': every enabled provider, in plugin order. */
  readonly cardinality: C;
  /** Members an implementation must have as functions; a provider missing one is refused. */
  readonly members: readonly string[];
  /** Phantom field that carries T. */
  readonly _type?: T;
}

export type Cardinality = 'one' | 'many';

/** What `ctx.use(point)` hands back: read it when needed (providers change with enabled state). */
export type PointUse<T, C extends Cardinality> = C extends 'one' ? () => T | undefined : () => T[];

type FunctionKeys<T> = { [K in keyof T]-?: T[K] extends (...args: never[]) => unknown ? K : never }[keyof T] & string;

export function defineExtensionPoint<T, C extends Cardinality = Cardinality>(
  id: string,
  options: { owner: string; cardinality: C; members?: readonly FunctionKeys<T>[] },
): ExtensionPoint<T, C> {
  return Object.freeze({ id, owner: options.owner, cardinality: options.cardinality, members: options.members ?? [] });
}

interface Contribution {
  owner: string;
  value: unknown;
}

/** Providers per point, each tagged with the plugin that offered it. */
export class ExtensionRegistry {
  private readonly contributions = new Map<string, Contribution[]>();
  private readonly points = new Map<string, ExtensionPoint<unknown>>();

  constructor(private readonly isActive: (owner: string) => boolean) {}

  /**
   * Adds a provider. Refused (the provider's register() throws, which quarantines it) when the
   * implementation lacks a declared member, or when the plugin already provides a one-provider point.
   */
  add<T>(point: ExtensionPoint<T>, owner: string, value: T): void {
    const missing = point.members.filter((m) => typeof (value as Record<string, unknown>)?.[m] !== 'function');
    if (missing.length) throw new Error(`plugin "${owner}" provides "${point.id}" without ${missing.join(', ')}`);
    const list = this.contributions.get(point.id) ?? [];
    if (point.cardinality === 'one' && list.some((c) => c.owner === owner))
      throw new Error(`plugin "${owner}" provides the one-provider point "${point.id}" twice`);
    this.points.set(point.id, point as ExtensionPoint<unknown>);
    this.contributions.set(point.id, [...list, { owner, value }]);
  }

  /** The enabled providers of a point, in registration order. */
  all<T>(point: ExtensionPoint<T>): T[] {
    return (this.contributions.get(point.id) ?? []).filter((c) => this.isActive(c.owner)).map((c) => c.value as T);
  }

  one<T>(point: ExtensionPoint<T>): T | undefined {
    return this.all(point)[0];
  }

  use<T, C extends Cardinality>(point: ExtensionPoint<T, C>): PointUse<T, C> {
    return (point.cardinality === 'one' ? () => this.one(point) : () => this.all(point)) as PointUse<T, C>;
  }

  /** The one-provider points `owner` provides that another enabled plugin provides too. */
  rivals(owner: string): { point: string; other: string }[] {
    const found: { point: string; other: string }[] = [];
    for (const [id, list] of this.contributions) {
      if (this.points.get(id)?.cardinality !== 'one' || !list.some((c) => c.owner === owner)) continue;
      const other = list.find((c) => c.owner !== owner && this.isActive(c.owner));
      if (other) found.push({ point: id, other: other.owner });
    }
    return found;
  }

  /** Points a plugin provides. */
  providedBy(owner: string): string[] {
    return [...this.contributions].filter(([, list]) => list.some((c) => c.owner === owner)).map(([id]) => id);
  }

  dropOwner(owner: string): void {
    for (const [id, list] of this.contributions) this.contributions.set(id, list.filter((c) => c.owner !== owner));
  }
}
