import type { RouteDefinition, RouteScope } from './route.ts';
import { SCOPE_BASE } from './route.ts';

/** One JSON route of the site with where it is served and who declared it. */
export interface RouteEntry {
  scope: RouteScope;
  /** 'kernel' or a plugin id. */
  owner: string;
  /** The owner's readable name (the plugin's manifest name). */
  ownerName: string;
  /** Full path, scope base included (`/answer/api/v1/question/info`). */
  path: string;
  def: RouteDefinition<any, any>;
}

export function routeEntries(scope: RouteScope, owner: { id: string; name: string }, defs: readonly RouteDefinition<any, any>[]): RouteEntry[] {
  return defs.map((def) => ({ scope, owner: owner.id, ownerName: owner.name, path: `${SCOPE_BASE[scope]}${def.path}`, def }));
}
