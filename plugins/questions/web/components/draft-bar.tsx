import { confirmModal, useTranslation } from '../../../../web/src/sdk';

const NS = 'plugin.questions';

/** 'Draft restored · Discard' (SPEC §4: a draft can be discarded after confirmation). */
export function DraftBar({ visible, onDiscard }: { visible: boolean; onDiscard: () => void }) {
  const { t } = useTranslation(NS);
  if (!visible) return null;
  const discard = async () => {
    if (await confirmModal(t('draft.discard_confirm'))) onDiscard();
  };
  return (
    <div className="q-draft-bar q-muted" data-testid="draft-bar">
      <span>{t('draft.restored')}</span>
      <button type="button" className="q-btn q-btn--link" data-testid="discard-draft" onClick={() => void discard()}>
        {t('draft.discard')}
      </button>
    </div>
  );
}
