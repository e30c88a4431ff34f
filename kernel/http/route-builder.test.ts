import { describe, expect, it } from 'vitest';
import { buildRouter, type RouteBuilderDeps } from './route-builder.ts';
import { defineRoute, type RouteDefinition } from './route.ts';

const deps = {} as RouteBuilderDeps;
const kept = (extra: Partial<RouteDefinition>) => defineRoute({ method: 'get', path: '/kept', access: 'optional', visitorCache: {}, handler: () => null, ...extra });

/** A visitorCache route's kept answers go out before express, past every guard: such a route may have none. */
describe('routes that keep visitors\' answers', () => {
  it('mount when open to visitors without guards', () => {
    expect(() => buildRouter([kept({}), kept({ access: 'public' })], deps)).not.toThrow();
  });

  it('are refused with guards or with an access beyond a visitor\'s', () => {
    expect(() => buildRouter([kept({ guards: [(_req, _res, next) => next()] })], deps)).toThrow(/GET \/kept keeps visitors' answers/);
    expect(() => buildRouter([kept({ access: 'member' })], deps)).toThrow(/no access beyond a visitor's/);
  });
});
