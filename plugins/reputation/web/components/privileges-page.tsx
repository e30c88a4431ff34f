import { useState } from 'react';
import useSWR from 'swr';
import { isFieldErrors, toast, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { CUSTOM_LEVEL, type PrivilegeKey, type PrivilegesView } from '../../schemas/privileges';
import { customDraft, fieldKey, privilegesBody, privilegesKey, savePrivileges, type CustomDraft, type PrivilegeLevel } from '../api';
import { PrivilegesSkeleton } from './privileges-skeleton';
import { PrivilegesTable } from './privileges-table';

const NS = 'plugin.reputation';

/** The level picker and the table, once the server's view is in. */
function PrivilegesForm({ view, onSaved }: { view: PrivilegesView; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation(NS);
  const [level, setLevel] = useState<PrivilegeLevel>(view.selected_level);
  const [draft, setDraft] = useState<CustomDraft>(() => customDraft(view));
  const [errors, setErrors] = useState<Partial<Record<PrivilegeKey, string>>>({});
  const [alert, setAlert] = useState('');
  const [saving, setSaving] = useState(false);

  const edit = (key: PrivilegeKey, text: string) => {
    setDraft((d) => ({ ...d, [key]: text }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async () => {
    setSaving(true);
    setErrors({});
    setAlert('');
    try {
      // A preset leaves the custom column as stored, whatever was typed into it meanwhile.
      await savePrivileges(privilegesBody(level, level === CUSTOM_LEVEL ? draft : customDraft(view)));
      toast(t('saved'), 'success');
      await onSaved();
    } catch (err) {
      if (!isFieldErrors(err)) throw err;
      const byKey: Partial<Record<PrivilegeKey, string>> = {};
      for (const { error_field, error_msg } of err.list) {
        const key = fieldKey(error_field);
        if (key) byKey[key] ??= error_msg;
        else setAlert(error_msg);
      }
      setErrors(byKey);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void save().catch(() => undefined); }} data-testid="privileges-form">
      <fieldset className="q-stack qr-levels" aria-label={t('level')}>
        {view.options.map((option) => (
          <label key={option.level} className="q-radio q-radio--block">
            <input type="radio" name="level" value={option.level} checked={level === option.level} onChange={() => setLevel(option.level)} data-testid={`privileges-level-${option.level}`} />
            <span>{option.level_desc}</span>
          </label>
        ))}
      </fieldset>
      {alert && <p className="q-alert q-alert--danger" role="alert">{alert}</p>}
      <PrivilegesTable view={view} level={level} draft={draft} errors={errors} onEdit={edit} />
      <button type="submit" className="q-btn q-btn--primary" disabled={saving} data-testid="privileges-save">{t('save')}</button>
    </form>
  );
}

/** /admin/privileges: a preset level (each one's thresholds shown) or custom values per key. */
export function PrivilegesPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:menu`);
  const { data, error, mutate } = useSWR<PrivilegesView>(privilegesKey());
  return (
    <div data-testid="admin-privileges">
      <h2>{t('menu')}</h2>
      <p className="q-muted">{t('intro')}</p>
      {error ? (
        <p className="q-alert q-alert--danger">{t('load_failed')}</p>
      ) : data ? (
        <PrivilegesForm key={`${data.selected_level}`} view={data} onSaved={() => mutate()} />
      ) : (
        <PrivilegesSkeleton />
      )}
    </div>
  );
}
