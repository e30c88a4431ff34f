import { useLocation } from 'react-router-dom';
import { HomeMainSlot, HomeSidebarSlot, Slot, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { HotQuestions } from './hot-questions';
import { QuestionListView } from './question-list-view';

const NS = 'plugin.questions';

/** `/` and `/questions` (SPEC §2.1). */
export function QuestionListPage() {
  const { t } = useTranslation(NS);
  const { pathname } = useLocation();
  const isQuestions = pathname.startsWith('/questions');
  usePageTitle(isQuestions ? `${NS}:page_title.questions` : null);
  return (
    <div className="qq-layout">
      <div className="qq-layout__main">
        <Slot slot={HomeMainSlot} />
        <QuestionListView heading={isQuestions ? t('list.all_questions') : null} />
      </div>
      <div className="qq-layout__side">
        <Slot slot={HomeSidebarSlot} />
        <HotQuestions />
      </div>
    </div>
  );
}
