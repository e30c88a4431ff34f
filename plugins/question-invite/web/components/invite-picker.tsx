import { useEffect, useState } from 'react';
import { Avatar, Modal, toast, useCaptchaFlow, useTranslation } from '../../../../web/src/sdk';
import { INVITEES_MAX, inviteApi, type Invitee } from '../api';

const NS = 'plugin.question-invite';

interface InvitePickerProps {
  questionId: string;
  invitees: Invitee[];
  onClose: () => void;
  onSaved: (list: Invitee[]) => void;
}

/** Choose up to INVITEES_MAX members by username; saving sends the whole list. */
export function InvitePicker({ questionId, invitees, onClose, onSaved }: InvitePickerProps) {
  const { t } = useTranslation(NS);
  const captcha = useCaptchaFlow('invitation_answer');
  const [chosen, setChosen] = useState<Invitee[]>(invitees);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Invitee[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const prefix = query.trim();
    if (prefix.length === 0) return setFound([]);
    let live = true;
    void inviteApi.search(prefix).then((list) => live && setFound(list));
    return () => {
      live = false;
    };
  }, [query]);

  const full = chosen.length >= INVITEES_MAX;
  const add = (m: Invitee) => {
    if (full || chosen.some((c) => c.id === m.id)) return;
    setChosen([...chosen, m]);
    setQuery('');
  };
  const save = async () => {
    setBusy(true);
    try {
      await captcha.run((answer) => inviteApi.set(questionId, chosen.map((m) => m.username), answer));
      toast(t('saved'), 'success');
      onSaved(chosen);
      onClose();
    } catch {
      // the client already showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal
        open
        title={t('picker_title')}
        onClose={onClose}
        testId="invite-picker"
        footer={
          <>
            <button type="button" className="q-btn" onClick={onClose}>
              {t('cancel')}
            </button>
            <button type="button" className="q-btn q-btn--primary" disabled={busy} data-testid="invite-save" onClick={() => void save()}>
              {t('save')}
            </button>
          </>
        }
      >
        <div className="q-stack">
          <ul className="qi-chosen" aria-label={t('chosen')}>
            {chosen.map((m) => (
              <li key={m.id} className="qi-chip" data-testid="invite-chosen">
                <span>{m.display_name}</span>
                <button type="button" className="q-btn q-btn--link" aria-label={t('remove', { name: m.display_name })} onClick={() => setChosen(chosen.filter((c) => c.id !== m.id))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          <input
            className="q-input"
            type="search"
            data-testid="invite-search"
            placeholder={full ? t('full', { count: INVITEES_MAX }) : t('search')}
            disabled={full}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {found.length > 0 && (
            <ul className="qi-found" role="listbox" aria-label={t('suggestions')}>
              {found.map((m) => (
                <li key={m.id}>
                  <button type="button" role="option" aria-selected={false} data-testid="invite-suggestion" onClick={() => add(m)}>
                    <Avatar avatar={m.avatar} name={m.display_name} size={20} decorative />
                    <span>{m.display_name}</span>
                    <span className="q-muted">@{m.username}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Modal>
      {captcha.modal}
    </>
  );
}
