import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * One number a plugin reports on `/metrics` (a gauge read when the page is asked for): how
 * much background work waits, such as mail in the outbox or changes in the search index queue.
 */
export interface SiteMetric {
  /** Prometheus name, `quorum_` first (`quorum_mail_outbox_pending`). */
  readonly name: string;
  readonly help: string;
  value(): Promise<number>;
}

export const MetricsPoint = defineExtensionPoint<SiteMetric, 'many'>('kernel.metrics', {
  owner: 'kernel', cardinality: 'many', members: ['value'],
});
