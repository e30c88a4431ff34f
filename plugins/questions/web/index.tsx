import { lazy, Suspense } from 'react';
import { AdminMenuSlot, AdminUserSlot, defineWebPlugin, fill, lazyFill, withPluginTexts, type FillProps } from '../../../web/src/sdk';
import { TagMainSlot, type TagPageContext } from '../../tags/web/slots';
import { AdminContentMenuLinks } from './components/admin/admin-menu-links';

const list = () => import('./components/question-list-page').then((m) => ({ Component: m.QuestionListPage }));
const detail = () => import('./components/question-detail-page').then((m) => ({ Component: m.QuestionDetailPage }));
/** A member's screen with the part of the catalogue only a member's tools use (locales/member; locales/admin loads with the admin layout). */
const withMemberTexts = <M,>(load: () => Promise<M>) => withPluginTexts('questions', 'member', load);
const LazyTagQuestions = lazy(() => import('./components/tag-questions').then((m) => ({ default: m.TagQuestions })));

function TagQuestionsSlot(props: FillProps<TagPageContext>) {
  return (
    <Suspense fallback={null}>
      <LazyTagQuestions {...props} />
    </Suspense>
  );
}

/** Questions and answers: lists, detail, ask and edit screens, and the admin's content pages (SPEC §2.1, §2.3). */
export default defineWebPlugin({
  id: 'questions',
  routes: [
    { path: '/', lazy: list },
    { path: '/questions', lazy: list },
    {
      path: '/questions/ask',
      guards: ['logged', 'activated'],
      lazy: withMemberTexts(() => import('./components/ask-page').then((m) => ({ Component: m.AskPage }))),
    },
    { path: '/questions/:qid', lazy: detail },
    { path: '/questions/:qid/:slug', lazy: detail },
    { path: '/questions/:qid/:slug/:aid', lazy: detail },
    {
      path: '/posts/:qid/edit',
      guards: ['logged', 'activated'],
      lazy: withMemberTexts(() => import('./components/edit-question-page').then((m) => ({ Component: m.EditQuestionPage }))),
    },
    {
      path: '/posts/:qid/:aid/edit',
      guards: ['logged', 'activated'],
      lazy: withMemberTexts(() => import('./components/edit-answer-page').then((m) => ({ Component: m.EditAnswerPage }))),
    },
    {
      path: 'questions',
      layout: 'admin',
      lazy: () => import('./components/admin/admin-questions-page').then((m) => ({ Component: m.AdminQuestionsPage })),
    },
    {
      path: 'answers',
      layout: 'admin',
      lazy: () => import('./components/admin/admin-answers-page').then((m) => ({ Component: m.AdminAnswersPage })),
    },
  ],
  slots: [
    fill(TagMainSlot, TagQuestionsSlot),
    fill(AdminMenuSlot, AdminContentMenuLinks),
    lazyFill(AdminUserSlot, () => import('./components/admin/member-posts').then((m) => m.MemberPosts)),
  ],
});
