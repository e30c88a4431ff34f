import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ApiError, ErrorPage, Loading, RelativeTime, accountState, confirmModal, toast, useCurrentUser, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { questionPath } from '../../../questions/web/api';
import { RevisionState, revisionKeys, revisionsApi, type Timeline, type TimelineEntry } from '../api';
import { canRollBack, currentRevision, previousRevision } from '../timeline-steps';
import { RevisionCompare } from './revision-compare';
import '../revisions.css';

const NS = 'plugin.revisions';
const KNOWN_ACTIVITIES = ['asked', 'answered', 'created', 'edited', 'rollback', 'closed', 'reopened', 'deleted', 'undeleted', 'pinned', 'unpinned', 'listed', 'unlisted', 'accept'];

function objectPath(info: Timeline['object_info']): string {
  if (info.object_type === 'tag') return `/tags/${encodeURIComponent(info.main_tag_slug_name)}`;
  return questionPath({ id: info.question_id }, info.object_type === 'answer' ? info.answer_id : undefined);
}

function Who({ user }: { user: TimelineEntry['user_info'] }) {
  if (!user.username) return <span>{user.display_name}</span>;
  return <Link to={`/users/${encodeURIComponent(user.username)}`}>{user.display_name || user.username}</Link>;
}

function Row({ entry, previous, current, mayRollBack, onRolledBack }: { entry: TimelineEntry; previous: string; current: string; mayRollBack: boolean; onRolledBack: () => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const hasRevision = entry.revision_id !== '0';
  const rollback = async () => {
    if (!(await confirmModal(t('rollback.confirm')))) return;
    setBusy(true);
    try {
      const res = await revisionsApi.rollback(entry.object_id, entry.revision_id);
      toast(t(res.wait_for_review ? 'rollback.wait_for_review' : 'rollback.done'), res.wait_for_review ? 'info' : 'success');
      onRolledBack();
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  const type = KNOWN_ACTIVITIES.includes(entry.activity_type) ? t(`activity.${entry.activity_type}`) : entry.activity_type;
  return (
    <Fragment>
      <tr data-testid="timeline-entry" data-type={entry.activity_type} data-revision={entry.revision_id} data-status={entry.revision_status}>
        <td><RelativeTime time={entry.created_at} /></td>
        <td>
          {type}
          {entry.revision_status === RevisionState.waiting && <span className="q-badge" data-testid="revision-waiting"> {t('timeline.waiting')}</span>}
          {entry.revision_status === RevisionState.rejected && <span className="q-badge q-badge--deleted"> {t('timeline.rejected')}</span>}
        </td>
        <td><Who user={entry.user_info} /></td>
        <td>{entry.comment}</td>
        <td>
          <div className="qr-timeline__actions">
            {hasRevision && (
              <button type="button" className="q-btn q-btn--link q-btn--small" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="toggle-diff">
                {t(open ? 'timeline.hide' : 'timeline.show')}
              </button>
            )}
            {mayRollBack && canRollBack(entry, current) && (
              <button type="button" className="q-btn q-btn--link q-btn--small" disabled={busy} onClick={() => void rollback()} data-testid="rollback">
                {t('rollback.button')}
              </button>
            )}
          </div>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={5} className="qr-timeline__detail">
            <RevisionCompare newId={entry.revision_id} oldId={previous} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

/**
 * `/posts/:qid/timeline`, `/posts/:qid/:aid/timeline` and `/tags/:tid/timeline`: an object's
 * history with who and when; each revision opens as a diff against the one before it, and
 * members may roll back to an earlier one (the server decides whether it waits for review).
 */
export function TimelinePage() {
  const { t } = useTranslation(NS);
  const { qid, aid, tid } = useParams();
  const objectId = aid ?? qid ?? tid ?? '';
  const user = useCurrentUser();
  const { data, error, mutate } = useSWR<Timeline>(revisionKeys.timeline(objectId));
  usePageTitle(data ? `${NS}:page_title` : null, { title: data?.object_info.title ?? '' });
  if (error) return <ErrorPage code={error instanceof ApiError && error.status === 403 ? '403' : '404'} />;
  if (!data) return <Loading />;
  const { object_info: info, timeline } = data;
  const current = currentRevision(timeline);
  const mayRollBack = accountState(user).isActivated;
  return (
    <div className="qr-timeline" data-testid="timeline-page">
      <h1>
        {t('timeline.heading')} <Link to={objectPath(info)} data-testid="timeline-object">{info.title || info.display_name}</Link>
      </h1>
      <p className="q-muted">{t(`timeline.about_${info.object_type === 'tag' ? 'tag' : info.object_type === 'answer' ? 'answer' : 'question'}`)}</p>
      {timeline.length === 0 ? (
        <p className="q-muted">{t('timeline.empty')}</p>
      ) : (
        <table className="q-table">
          <thead>
            <tr>
              <th>{t('timeline.when')}</th>
              <th>{t('timeline.type')}</th>
              <th>{t('timeline.by')}</th>
              <th>{t('timeline.comment')}</th>
              <th aria-label={t('timeline.actions')} />
            </tr>
          </thead>
          <tbody>
            {timeline.map((entry, i) => (
              <Row key={entry.activity_id} entry={entry} previous={previousRevision(timeline, i)} current={current} mayRollBack={mayRollBack} onRolledBack={() => void mutate()} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
