import type { SlotProps } from '../sdk/define-web-plugin';
import type { SlotName } from '../sdk/slots';
import { slotContributions } from './plugin-registry';
import { useActivePlugins } from './plugin-status';

/** Renders every enabled plugin's contribution to a named slot. */
export function Slot({ name, context, className }: { name: SlotName; context?: SlotProps['context']; className?: string }) {
  const { plugins } = useActivePlugins();
  const entries = slotContributions(plugins, name);
  if (entries.length === 0) return null;
  return (
    <div className={className ?? 'q-slot'} data-slot={name}>
      {entries.map(({ key, pluginId, Component }) => (
        <div key={key} data-plugin={pluginId} className="q-slot__item">
          <Component context={context} />
        </div>
      ))}
    </div>
  );
}
