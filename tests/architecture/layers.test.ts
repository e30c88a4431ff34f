import { describe, expect, it } from 'vitest';
import { layerViolations } from './layers.ts';

describe('layering (DESIGN.md §1)', () => {
  it('has no import from kernel or cli into plugins, nor from web into the kernel', () => {
    expect(layerViolations()).toEqual([]);
  });
});
