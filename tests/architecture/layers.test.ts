import { describe, expect, it } from 'vitest';
import { layerViolations, pluginInternalImports } from './layers.ts';

describe('layering (DESIGN.md §1)', () => {
  it('has no import from kernel or cli into plugins, nor from web into the kernel', () => {
    expect(layerViolations()).toEqual([]);
  });

  it("has no plugin importing another plugin's internals beyond the allow-list, and no stale entry on it", () => {
    expect(pluginInternalImports()).toEqual([]);
  });
});
