import useSWR from 'swr';
import { Loading, useTranslation } from '../../../../web/src/sdk';
import { revisionKeys, type TimelineDetail } from '../api';
import { DiffView } from './diff-view';

/** One revision against the one before it (`oldId` '0' for the first), fetched when opened. */
export function RevisionCompare({ newId, oldId }: { newId: string; oldId: string }) {
  const { t } = useTranslation('plugin.revisions');
  const { data, error } = useSWR<TimelineDetail>(revisionKeys.detail(newId, oldId), { revalidateOnFocus: false });
  if (error) return <p className="q-muted">{t('timeline.detail_failed')}</p>;
  if (!data) return <Loading />;
  return <DiffView before={data.old_revision} after={data.new_revision} />;
}
