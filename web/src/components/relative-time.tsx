import { useTranslation } from '../i18n/use-translation';
import { formatCount } from '../format/count';
import { formatDate, relativeTime } from '../format/relative-time';
import { useClock } from '../ssr/render-clock';

/**
 * Relative-time label (SPEC §9) with the full date and time as tooltip. `prefixKey` names a
 * whole phrase holding `{{time}}` ("Posted {{time}}"), so each language orders its own words.
 */
export function RelativeTime({ time, prefixKey }: { time: number; prefixKey?: string }) {
  const { t } = useTranslation();
  const months = t('dates.months_short', { returnObjects: true }) as string[];
  const { now, utc } = useClock();
  const rel = relativeTime(time, now, utc);
  const label =
    rel.unit === 'now'
      ? t('dates.now')
      : rel.unit === 'date'
        ? formatDate(time, t(rel.withYear ? 'dates.long_date_with_year' : 'dates.long_date'), months, utc)
        : t(`dates.${rel.unit}_ago`, { count: rel.count });
  const full = formatDate(time, t('dates.long_date_with_time'), months, utc);
  return (
    <time className="q-time" dateTime={new Date(time * 1000).toISOString()} title={full}>
      {prefixKey ? t(prefixKey, { time: label }) : label}
    </time>
  );
}

export function Count({ value }: { value: number }) {
  return <span className="q-count">{formatCount(value)}</span>;
}
