import type { ComponentType } from 'react';

/** Type-only brand: carries a slot's context type, never present at run time. */
declare const slotContext: unique symbol;

/**
 * A named place where plugins contribute components, with the context its owner passes.
 * The owner exports it from its web api; contributors `fill` it and the owner renders it with
 * `<Slot slot={...} context={...} />`, so both sides share one context type.
 */
export interface WebSlot<C = void> {
  readonly name: string;
  /** Invariant in C, so a fill or a Slot must use exactly the owner's context type. */
  readonly [slotContext]?: (context: C) => C;
}

/** The props a slot's contributed component receives. */
export interface FillProps<C> {
  context: C;
}

/** The context type of a slot, for contributors: `FillProps<SlotContext<typeof PostVoteSlot>>`. */
export type SlotContext<S> = S extends WebSlot<infer C> ? C : never;

/** One component a plugin contributes to one slot (`WebPlugin.slots`). */
export interface SlotFill {
  readonly slot: string;
  readonly Component: ComponentType<FillProps<unknown>>;
}

/** Owner prefix and place, dot-separated and lower-case ('questions.post.vote'); shell slots are short ('footer'). */
const SLOT_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export function defineSlot<C = void>(name: string): WebSlot<C> {
  if (!SLOT_NAME.test(name)) throw new Error(`defineSlot: invalid slot name "${name}"`);
  return Object.freeze({ name });
}

/** Contributes `Component` to `slot`; it must accept the slot's context type. */
export function fill<C>(slot: WebSlot<C>, Component: ComponentType<FillProps<C>>): SlotFill {
  // The host renders a fill only in the slot it names, which passes a C: erasing C here is safe.
  return Object.freeze({ slot: slot.name, Component: Component as ComponentType<FillProps<unknown>> });
}
