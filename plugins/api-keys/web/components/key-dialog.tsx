import { adminApi, Modal, TextField, useForm, useTranslation } from '../../../../web/src/sdk';
import { API_KEY_SCOPES, DESCRIPTION_MAX, type ApiKey, type ApiKeyCreated, type ApiKeyScope } from '../../schemas/api-key';

interface Props {
  /** Absent: a new key. An existing key's description alone changes. */
  apiKey?: ApiKey;
  onClose: () => void;
  /** Saved; `accessKey` is a new key's, to show once. */
  onSaved: (accessKey?: string) => void;
}

/** Make a key (description and scope) or rename one. */
export function KeyDialog({ apiKey, onClose, onSaved }: Props) {
  const { t } = useTranslation('plugin.api-keys');
  const { values, set, errors, submitting, submit } = useForm<{ description: string; scope: ApiKeyScope }>({ description: apiKey?.description ?? '', scope: 'read-only' });

  const save = () =>
    submit(async ({ description, scope }) => {
      if (!apiKey) return onSaved((await adminApi.post<ApiKeyCreated>('/api-key', { description, scope })).access_key);
      await adminApi.put('/api-key', { id: apiKey.id, description });
      onSaved();
    });

  const footer = (
    <>
      <button type="button" className="q-btn" onClick={onClose}>{t('cancel')}</button>
      <button type="button" className="q-btn q-btn--primary" disabled={submitting} data-testid="api-key-save" onClick={() => void save()}>{t(apiKey ? 'save' : 'create')}</button>
    </>
  );
  return (
    <Modal open title={t(apiKey ? 'edit_title' : 'new_title')} onClose={onClose} footer={footer} testId="api-key-dialog">
      <form noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <TextField label={t('description')} name="description" value={values.description} onChange={(v) => set('description', v)} error={errors.description} hint={t('description_hint')} maxLength={DESCRIPTION_MAX} />
        {!apiKey && (
          <fieldset className="q-field" data-field="scope">
            <legend className="q-field__label">{t('scope')}</legend>
            {API_KEY_SCOPES.map((s) => (
              <label key={s} className="q-check">
                <input type="radio" name="scope" value={s} checked={values.scope === s} onChange={() => set('scope', s)} />
                <span>{t(`scopes.${s}`)} <span className="q-muted">{t(`scope_hints.${s}`)}</span></span>
              </label>
            ))}
            {errors.scope && <span className="q-field__error">{errors.scope}</span>}
          </fieldset>
        )}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
