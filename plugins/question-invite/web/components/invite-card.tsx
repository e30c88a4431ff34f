import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Avatar, ensureMember, useCurrentUser, useTranslation, type FillProps } from '../../../../web/src/sdk';
import type { QuestionSidebarContext } from '../../../questions/web/slots';
import { inviteesKey, type Invitee } from '../api';
import { InvitePicker } from './invite-picker';

const NS = 'plugin.question-invite';

/**
 * Answer's invite card: the members invited to answer this question, and for a signed-in
 * reader a button that opens the picker (the server decides who may invite and says why not).
 */
export function InviteCard({ context }: FillProps<QuestionSidebarContext>) {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  const { data: invitees, mutate } = useSWR<Invitee[]>(inviteesKey(context.questionId), { revalidateOnFocus: false });
  const [picking, setPicking] = useState(false);
  if (!invitees || (!user && invitees.length === 0)) return null;
  return (
    <aside className="q-card qi-card" data-testid="invite-card" aria-labelledby="qi-card-title">
      <div className="qi-card__head">
        <h3 id="qi-card-title">{t('title')}</h3>
        {user && (
          <button type="button" className="q-btn q-btn--link" data-testid="invite-open" onClick={() => void ensureMember().then((ok) => ok && setPicking(true))}>
            {t('invite')}
          </button>
        )}
      </div>
      {invitees.length === 0 ? (
        <p className="q-muted">{t('empty')}</p>
      ) : (
        <ul className="qi-card__list">
          {invitees.map((m) => (
            <li key={m.id} data-testid="invitee">
              <Link to={`/users/${encodeURIComponent(m.username)}`}>
                <Avatar avatar={m.avatar} name={m.display_name} size={20} decorative />
                <span data-testid="invitee-name">{m.display_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {picking && <InvitePicker questionId={context.questionId} invitees={invitees} onClose={() => setPicking(false)} onSaved={(list) => void mutate(list, { revalidate: true })} />}
    </aside>
  );
}
