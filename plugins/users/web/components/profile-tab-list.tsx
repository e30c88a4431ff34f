import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { Pagination, PostHtml, RelativeTime, useTranslation } from '../../../../web/src/sdk';
import { PERSONAL_PAGE_SIZE, usersKeys, type ListTab, type PersonalAnswerPage, type PersonalCommentPage, type PersonalQuestionPage, type PersonalVotePage, type RankPage, type BookmarkPage } from '../api';
import { postPath } from './post-path';

const NS = 'plugin.users';

interface Row {
  key: string;
  title: string;
  to: string;
  badge?: string | number;
  time: number;
  html?: string;
}

type AnyPage = PersonalQuestionPage | PersonalAnswerPage | PersonalCommentPage | PersonalVotePage | RankPage | BookmarkPage;

/** Each tab's items as rows: a title linking to the post, a badge, a time and maybe an excerpt. */
function rowsOf(tab: ListTab, page: AnyPage, gone: string, t: (key: string) => string): Row[] {
  switch (tab) {
    case 'questions':
      return (page as PersonalQuestionPage).list.map((q) => ({ key: q.question_id, title: q.title, to: postPath(q.question_id, q.url_title), badge: q.vote_count, time: q.created_at }));
    case 'answers':
      return (page as PersonalAnswerPage).list.map((a) => ({ key: a.answer_id, title: a.question_info.title || gone, to: postPath(a.question_id, a.question_info.url_title, a.answer_id), badge: a.vote_count, time: a.create_time }));
    case 'comments':
      return (page as PersonalCommentPage).list.map((c) => ({ key: c.comment_id, title: c.title || gone, to: postPath(c.question_id, c.url_title, c.answer_id), time: c.created_at, html: c.content }));
    case 'votes':
      return (page as PersonalVotePage).list.map((v) => ({ key: v.object_id, title: v.title || gone, to: postPath(v.question_id, v.url_title, v.answer_id), badge: t(`vote.${v.vote_type}`), time: v.created_at }));
    case 'reputation':
      return (page as RankPage).list.map((r, i) => ({ key: `${r.object_id}-${i}`, title: r.title || gone, to: postPath(r.question_id, r.url_title, r.answer_id), badge: `${r.reputation > 0 ? '+' : ''}${r.reputation} ${r.rank_type}`, time: r.created_at }));
    case 'bookmarks':
      return (page as BookmarkPage).list.map((b) => ({ key: b.object_id, title: b.status === 'deleted' ? gone : b.title, to: postPath(b.question_id, '', b.answer_id), time: b.collected_at }));
  }
}

/** A list tab of the personal page, paged by ?page=. A tab whose plugin is off shows its empty state. */
export function ProfileTabList({ tab, username }: { tab: ListTab; username: string }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading } = useSWR<AnyPage>(usersKeys.tab(tab, username, page));
  if (isLoading) return <div className="qu-skeleton__block" aria-busy="true" data-testid="tab-skeleton" />;
  const rows = data && !error ? rowsOf(tab, data, t('deleted_question'), t) : [];
  return (
    <section data-testid={`profile-list-${tab}`}>
      <h2>{t(`count.${tab}`, { count: data?.count ?? 0 })}</h2>
      {rows.length === 0 && <p className="q-muted" data-testid="profile-empty">{t(`empty.${tab}`)}</p>}
      <ul className="qu-list">
        {rows.map((row) => (
          <li key={row.key} data-testid="profile-row">
            {row.badge !== undefined && <span className="q-badge">{row.badge}</span>} <Link to={row.to}>{row.title}</Link>{' '}
            <span className="q-muted"><RelativeTime time={row.time} /></span>
            {row.html && <PostHtml html={row.html} />}
          </li>
        ))}
      </ul>
      <Pagination currentPage={page} totalSize={data?.count ?? 0} pageSize={PERSONAL_PAGE_SIZE} />
    </section>
  );
}
