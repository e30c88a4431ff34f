import useSWR from 'swr';
import { adminKey, RelativeTime, type AdminUserContext, type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { FlagPage } from '../../schemas/report';

const NS = 'plugin.reports';
/** The newest flags of each kind the overview shows. */
const SHOWN = 5;

function FlagTable({ testId, caption, page, who }: { testId: string; caption: string; page: FlagPage | undefined; who: 'submitter_user' | 'author_user_info' }) {
  const { t } = useTranslation(NS);
  return (
    <table className="q-table" data-testid={testId}>
      <caption className="q-muted">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('member.col.content')}</th>
          <th scope="col">{t('member.col.reason')}</th>
          <th scope="col">{t(who === 'submitter_user' ? 'member.col.flagger' : 'member.col.author')}</th>
          <th scope="col">{t('member.col.status')}</th>
          <th scope="col">{t('member.col.when')}</th>
        </tr>
      </thead>
      <tbody>
        {page?.list.map((flag) => (
          <tr key={flag.flag_id} data-testid="member-flag">
            <td><a href={flag.link}>{flag.title}</a> <span className="q-muted">({t(`type.${flag.object_type}`)})</span></td>
            <td>{flag.reason?.name ?? ''}{flag.reason_content && <> — {flag.reason_content}</>}</td>
            <td>{flag[who].display_name || flag[who].username}</td>
            <td>{flag.status === 'pending' ? t('status.pending') : t(`outcome.${flag.status}`, { action: flag.flagged_type ? t(`operation.${flag.flagged_type}`) : '' })}</td>
            <td><RelativeTime time={flag.created_at} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The admin's member overview: flags the member raised, and flags on what they posted. */
export function MemberFlags({ context }: FillProps<AdminUserContext>) {
  const { t } = useTranslation(NS);
  const query = (filter: Record<string, string>) => adminKey('/reports/page', { status: 'all', page: 1, page_size: SHOWN, ...filter });
  const { data: raised } = useSWR<FlagPage>(query({ user_id: context.user_id }));
  const { data: received } = useSWR<FlagPage>(query({ reported_user_id: context.user_id }));
  return (
    <section data-testid="member-flags">
      <h3>{t('menu')}</h3>
      <FlagTable testId="member-flags-raised" caption={t('member.raised', { count: raised?.count ?? 0 })} page={raised} who="author_user_info" />
      <FlagTable testId="member-flags-received" caption={t('member.received', { count: received?.count ?? 0 })} page={received} who="submitter_user" />
    </section>
  );
}
