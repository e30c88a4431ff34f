import { lazy, Suspense } from 'react';
import { withPluginTexts } from '../../../../web/src/sdk';
import type { FlagModalProps } from './flag-modal';

const Loaded = lazy(withPluginTexts('questions', 'member', () => import('./flag-modal').then((m) => ({ default: m.FlagModal }))));

/**
 * The flag dialog and its texts, loaded the first time a reader opens it: posts and comments render it closed
 * on every question page, where it would otherwise join the first load.
 */
export function FlagDialog(props: FlagModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
