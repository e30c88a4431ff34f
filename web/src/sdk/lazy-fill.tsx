import { lazy, Suspense, type ComponentType } from 'react';
import { useCurrentUser } from '../app/atoms';
import { fill, type FillProps, type SlotFill, type WebSlot } from './define-slot';

export interface LazyFillOptions {
  /** The component shows nothing to visitors: its code is not even downloaded for them. */
  membersOnly?: boolean;
}

/**
 * Like `fill`, but the component's code downloads the first time the slot renders, so a
 * plugin's entry (which every page loads) stays a few hundred bytes: comments load with the
 * question page, not with the list. The slot shows nothing until the code arrives.
 */
export function lazyFill<C>(slot: WebSlot<C>, load: () => Promise<ComponentType<FillProps<C>>>, options: LazyFillOptions = {}): SlotFill {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyFill(props: FillProps<C>) {
    const user = useCurrentUser();
    if (options.membersOnly && !user) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return fill(slot, LazyFill);
}
