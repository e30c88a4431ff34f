import type { WebSlot } from '../sdk/define-slot';
import { slotContributions } from './plugin-registry';
import { useActivePlugins } from './plugin-status';

/**
 * `context` is required exactly when the slot's owner declared a context type; C comes from the
 * slot alone, so the context is checked against it rather than widening it.
 */
export type SlotProps<C> = { slot: WebSlot<C>; className?: string } & ([C] extends [void] ? { context?: undefined } : { context: NoInfer<C> });

/** Renders every enabled plugin's contribution to a slot, in plugin order. */
export function Slot<C = void>({ slot, context, className }: SlotProps<C>) {
  const { plugins } = useActivePlugins();
  const entries = slotContributions(plugins, slot);
  if (entries.length === 0) return null;
  return (
    <div className={className ?? 'q-slot'} data-slot={slot.name}>
      {entries.map(({ key, pluginId, Component }) => (
        <div key={key} data-plugin={pluginId} className="q-slot__item">
          <Component context={context} />
        </div>
      ))}
    </div>
  );
}
