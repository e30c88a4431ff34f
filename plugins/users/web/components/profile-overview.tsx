import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { PostHtml, Slot, useTranslation } from '../../../../web/src/sdk';
import { ProfileOverviewSlot } from '../slots';
import { usersKeys, type PersonalUser, type TopPosts } from '../api';
import { postPath } from './post-path';

const NS = 'plugin.users';

/** The overview tab: about, what other plugins add (ProfileOverviewSlot), and the member's best questions and answers (personal/qa/top). */
export function ProfileOverview({ user }: { user: PersonalUser }) {
  const { t } = useTranslation(NS);
  const { data: top } = useSWR<TopPosts>(usersKeys.top(user.username));
  return (
    <div className="qu-overview" data-testid="profile-overview">
      <section>
        <h2>{t('overview.about')}</h2>
        {user.bio_html ? <PostHtml html={user.bio_html} /> : <p className="q-muted">{t('overview.no_about')}</p>}
      </section>
      <Slot slot={ProfileOverviewSlot} context={{ username: user.username }} />
      <section data-testid="top-answers">
        <h2>{t('overview.top_answers')}</h2>
        {top && top.answer.length === 0 && <p className="q-muted">{t('empty.answers')}</p>}
        <ul className="qu-list">
          {top?.answer.map((a) => (
            <li key={a.answer_id}>
              <span className="q-badge">{a.vote_count}</span>{' '}
              <Link to={postPath(a.question_id, a.question_info.url_title, a.answer_id)}>{a.question_info.title || t('deleted_question')}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section data-testid="top-questions">
        <h2>{t('overview.top_questions')}</h2>
        {top && top.question.length === 0 && <p className="q-muted">{t('empty.questions')}</p>}
        <ul className="qu-list">
          {top?.question.map((q) => (
            <li key={q.question_id}>
              <span className="q-badge">{q.vote_count}</span> <Link to={postPath(q.question_id, q.url_title)}>{q.title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
