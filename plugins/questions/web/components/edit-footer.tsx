import { useNavigate } from 'react-router-dom';
import { TextField, useTranslation } from '../../../../web/src/sdk';

const NS = 'plugin.questions';

/** The edit summary and save/cancel row both edit pages end with. */
export function EditFooter({ summary, onSummary, busy }: { summary: string; onSummary: (value: string) => void; busy: boolean }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <>
      <TextField label={t('edit.summary')} name="edit_summary" value={summary} placeholder={t('edit.summary_placeholder')} onChange={onSummary} />
      <div className="q-row q-gap">
        <button type="submit" className="q-btn q-btn--primary" disabled={busy} data-testid="save-edit">
          {t('edit.save')}
        </button>
        <button type="button" className="q-btn" onClick={() => navigate(-1)}>
          {t('common.cancel')}
        </button>
      </div>
    </>
  );
}
