import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmModal, ensureMember, Slot, toast, useCaptchaFlow, useTranslation } from '../../../../web/src/sdk';
import { isAccepted, questionsApi, type AnswerInfo, type QuestionInfo } from '../api';
import { fallbackCloseReasons } from './fallback-reasons';
import { useCloseOnOutside } from './use-close-on-outside';
import { FlagDialogSlot } from '../slots';

/** The close dialog loads the first time a moderator opens it, not with every question page. */
const ReasonModal = lazy(() => import('./reason-modal').then((m) => ({ default: m.ReasonModal })));

const NS = 'plugin.questions';
const STAFF_ACTIONS = ['close', 'reopen', 'pin', 'unpin', 'hide', 'show'] as const;
type StaffAction = (typeof STAFF_ACTIONS)[number];

export interface MemberActionsProps {
  question: QuestionInfo;
  answer?: AnswerInfo;
  /** Refetch after a change. */
  onChanged: () => void;
}

/** Edit, delete, report and the staff dropdown (SPEC §2.3), as `member_actions` allow. */
export function MemberActions({ question, answer, onChanged }: MemberActionsProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const post = answer ?? question;
  const allowed = useMemo(() => new Set(post.member_actions?.map((a) => a.action) ?? []), [post.member_actions]);
  const [modal, setModal] = useState<'close' | 'flag' | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const deleteCaptcha = useCaptchaFlow('delete');
  useCloseOnOutside(menuOpen, menuRef, setMenuOpen);

  const edit = async () => {
    if (!(await ensureMember())) return;
    if (!(await questionsApi.editCheck(post.id))) return;
    navigate(answer ? `/posts/${question.id}/${answer.id}/edit` : `/posts/${question.id}/edit`);
  };

  const remove = async () => {
    if (!(await ensureMember())) return;
    const message = answer
      ? isAccepted(answer) ? t('delete.accepted_answer') : t('delete.answer')
      : question.answer_count > 0 ? t('delete.question_with_answers') : t('delete.question');
    if (!(await confirmModal(message, `${NS}:delete.title`, `${NS}:actions.delete`))) return;
    if (answer) {
      await deleteCaptcha.run((captcha) => questionsApi.removeAnswer(answer.id, captcha));
      toast(t('toast.tip_answer_deleted'), 'success');
      onChanged();
    } else {
      await deleteCaptcha.run((captcha) => questionsApi.remove(question.id, captcha));
      toast(t('toast.post_deleted'), 'success');
      navigate('/');
    }
  };

  const staff = async (action: StaffAction) => {
    setMenuOpen(false);
    if (action === 'close') return setModal('close');
    if (action === 'hide' || action === 'show') {
      await questionsApi.operate(question.id, action);
      toast(t(action === 'hide' ? 'toast.post_hide_list' : 'toast.post_show_list'), 'success');
      return onChanged();
    }
    if (!(await confirmModal(t(`confirm.${action}`), `${NS}:actions.${action}`))) return;
    if (action === 'reopen') await questionsApi.reopen(question.id);
    else await questionsApi.operate(question.id, action);
    toast(t(`toast.post_${action}`), 'success');
    onChanged();
  };

  const loadClose = useCallback(() => questionsApi.closeReasons(), []);
  const closeFallback = useMemo(() => fallbackCloseReasons(t), [t]);
  const staffItems = STAFF_ACTIONS.filter((a) => allowed.has(a) && !answer);

  return (
    <>
      {allowed.has('edit') && (
        <button type="button" className="q-btn q-btn--link" data-testid="edit-post" onClick={() => void edit()}>
          {t('actions.edit')}
        </button>
      )}
      {allowed.has('delete') && (
        <button type="button" className="q-btn q-btn--link" data-testid="delete-post" onClick={() => void remove().catch(() => undefined)}>
          {t('actions.delete')}
        </button>
      )}
      {allowed.has('report') && (
        <button type="button" className="q-btn q-btn--link" data-testid="report-post" onClick={() => void ensureMember().then((ok) => ok && setModal('flag'))}>
          {t('actions.report')}
        </button>
      )}
      {staffItems.length > 0 && (
        <div className="qq-more" ref={menuRef}>
          <button type="button" className="q-btn q-btn--link" aria-expanded={menuOpen} data-testid="more-actions" onClick={() => setMenuOpen(!menuOpen)}>
            {t('actions.more')}
          </button>
          {menuOpen && (
            <div className="qq-popover" role="menu">
              {staffItems.map((a) => (
                <button key={a} type="button" role="menuitem" data-testid={`action-${a}`} onClick={() => void staff(a).catch(() => undefined)}>
                  {t(`actions.${a}`)}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {modal === 'close' && (
        <Suspense fallback={null}>
          <ReasonModal
            open
            title={t('close.title')}
            load={loadClose}
            fallback={closeFallback}
            testId="close-modal"
            onClose={() => setModal(null)}
            onSubmit={async (reason, content) => {
              await questionsApi.close(question.id, reason.reason_type, content);
              toast(t('toast.post_closed'), 'success');
              onChanged();
            }}
          />
        </Suspense>
      )}
      {modal === 'flag' && <Slot slot={FlagDialogSlot} context={{ source: answer ? 'answer' : 'question', objectId: post.id, onClose: () => setModal(null) }} />}
      {deleteCaptcha.modal}
    </>
  );
}
