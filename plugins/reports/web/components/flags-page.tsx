import { useState } from 'react';
import useSWR from 'swr';
import { adminApi, adminKey, confirmModal, Loading, Pagination, PostHtml, RelativeTime, toast, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { FLAG_PAGE_SIZE, FLAG_STATUSES, type FlagItem, type FlagOperation, type FlagPage, type FlagStatusName } from '../../schemas/report';
import { FlagActionModal } from './flag-action-modal';

const NS = 'plugin.reports';

/** Close and unlist are for questions; a comment is deleted or its flag ignored. */
function offered(type: FlagItem['object_type'], op: FlagOperation): boolean {
  if (type === 'comment') return op === 'delete_post' || op === 'ignore_report';
  return type === 'question' || (op !== 'close_post' && op !== 'unlist_post');
}

/** /admin/flags: pending and completed flags with the flagged post in place (SPEC §2.3). */
export function FlagsPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:menu`);
  const [status, setStatus] = useState<FlagStatusName>('pending');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<{ flag: FlagItem; operation: 'edit_post' | 'close_post' } | null>(null);
  const { data, isLoading, mutate } = useSWR<FlagPage>(adminKey('/reports/page', { status, page, page_size: FLAG_PAGE_SIZE }));

  const act = async (flag: FlagItem, operation: FlagOperation) => {
    if (operation === 'edit_post' || operation === 'close_post') return setModal({ flag, operation });
    const confirm = flag.object_type === 'comment' ? 'delete_comment' : operation;
    if (operation !== 'ignore_report' && !(await confirmModal(t(`confirm.${confirm}`)))) return;
    await adminApi.put('/report', { flag_id: flag.flag_id, operation_type: operation });
    toast(t('done'), 'success');
    await mutate();
  };

  return (
    <div data-testid="admin-flags">
      <h2>{t('menu')}</h2>
      <div className="q-tabs" role="tablist">
        {FLAG_STATUSES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={status === s} className={`q-btn ${status === s ? 'q-btn--primary' : ''}`} data-testid={`flags-tab-${s}`}
            onClick={() => { setStatus(s); setPage(1); }}>
            {t(`status.${s}`)}
          </button>
        ))}
      </div>
      {isLoading && <Loading />}
      {data && data.list.length === 0 && <p className="q-muted" data-testid="flags-empty">{t('empty')}</p>}
      {data?.list.map((flag) => (
        <article key={flag.flag_id} className="q-card" data-testid="flag-item" data-flag-id={flag.flag_id}>
          <header className="q-muted">
            {t('flagged_by', { name: flag.submitter_user.display_name || flag.submitter_user.username })} · <RelativeTime time={flag.created_at} />
            {' · '}<strong>{flag.reason?.name ?? ''}</strong>{flag.reason_content && <> — {flag.reason_content}</>}
          </header>
          <h3><a href={flag.link} target="_blank" rel="noreferrer">{flag.title}</a> <span className="q-muted">({t(`type.${flag.object_type}`)}, {t(`object_status.${flag.object_status}`, { defaultValue: '' })})</span></h3>
          <PostHtml html={flag.parsed_text} />
          <p className="q-muted">{t('author', { name: flag.author_user_info.display_name || flag.author_user_info.username })}</p>
          {flag.status === 'pending' ? (
            <div className="q-row q-wrap">
              {(['edit_post', 'close_post', 'delete_post', 'unlist_post', 'ignore_report'] as const)
                .filter((op) => offered(flag.object_type, op))
                .map((op) => (
                  <button key={op} type="button" className="q-btn q-btn--link" data-testid={`flag-${op}`} onClick={() => void act(flag, op).catch(() => undefined)}>
                    {t(`operation.${op}`)}
                  </button>
                ))}
            </div>
          ) : (
            <p className="q-muted" data-testid="flag-outcome">{t(`outcome.${flag.status}`, { action: flag.flagged_type ? t(`operation.${flag.flagged_type}`) : '' })}</p>
          )}
        </article>
      ))}
      {data && <Pagination currentPage={page} pageSize={FLAG_PAGE_SIZE} totalSize={data.count} onChange={setPage} />}
      {modal && <FlagActionModal flag={modal.flag} operation={modal.operation} onClose={() => setModal(null)} onDone={() => void mutate()} />}
    </div>
  );
}
