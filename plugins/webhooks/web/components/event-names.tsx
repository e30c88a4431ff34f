import { useTranslation } from '../../../../web/src/sdk';

/** An event's catalogue key: `question.created` → `event.question_created`. */
export const eventKey = (event: string) => `event.${event.replace('.', '_')}`;

/** The events of an endpoint in words. */
export function EventNames({ events }: { events: readonly string[] }) {
  const { t } = useTranslation('plugin.webhooks');
  return <span>{events.map((e) => t(eventKey(e))).join(', ')}</span>;
}
