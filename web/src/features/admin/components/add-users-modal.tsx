import { useState } from 'react';
import { isFieldErrors } from '../../../api/api-error';
import { useTranslation } from '../../../i18n/use-translation';
import { Modal } from '../../../components/modal';
import { adminUsersApi } from '../api';
import { ModalSubmitFooter, useModalSubmit } from './modal-submit';

/**
 * Admin bulk add (POST users): one `display name, e-mail, password` a line, as Answer takes them.
 * The server adds none unless every line is good, and names each refused line; they are listed
 * here under the text so the admin can fix them and send again.
 */
export function AddUsersModal({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const { busy, run } = useModalSubmit(onDone);
  const submit = async () => {
    if (!text.trim()) return setRefused([t('admin.users.bulk_empty')]);
    setRefused([]);
    await run(async () => {
      try {
        await adminUsersApi.createMany(text);
        return true;
      } catch (err) {
        if (!isFieldErrors(err)) throw err;
        setRefused(err.list.map((f) => f.error_msg));
        return false;
      }
    });
  };
  const footer = <ModalSubmitFooter busy={busy} onCancel={onClose} onSubmit={() => void submit()} />;
  return (
    <Modal open title={t('admin.users.add_many')} onClose={onClose} footer={footer} testId="add-users-modal">
      <label className="q-field">
        <span className="q-field__label">{t('admin.users.bulk_label')}</span>
        <textarea className="q-input" name="users" rows={8} value={text} placeholder={t('admin.users.bulk_placeholder')} onChange={(e) => setText(e.target.value)} aria-invalid={refused.length > 0} />
        <span className="q-muted q-block">{t('admin.users.bulk_hint')}</span>
      </label>
      {refused.length > 0 && (
        <ul className="q-field__error" role="alert" data-testid="bulk-refused">
          {refused.map((line) => <li key={line}>{line}</li>)}
        </ul>
      )}
    </Modal>
  );
}
