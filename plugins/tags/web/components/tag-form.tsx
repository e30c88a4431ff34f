import { useState } from 'react';
import { MarkdownEditor, TextField, isFieldErrors, useLeaveWarning, useTranslation } from '../../../../web/src/sdk';
import { TAG_NAME_MAX, slugFromName, validateTag } from '../api';

const NS = 'plugin.tags';

export interface TagFormValues {
  display_name: string;
  slug_name: string;
  original_text: string;
  edit_summary?: string;
}

type Errors = Partial<Record<keyof TagFormValues, string>>;

/** Display name, URL slug and description (SPEC §5 tag rules), shared by create and edit. */
export function TagForm({ initial, withSummary, onSubmit, submitLabel, testId }: {
  initial: TagFormValues;
  withSummary?: boolean;
  onSubmit: (values: TagFormValues) => Promise<void>;
  submitLabel: string;
  testId: string;
}) {
  const { t } = useTranslation(NS);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const dirty = values.display_name !== initial.display_name || values.slug_name !== initial.slug_name || values.original_text !== initial.original_text;
  const leave = useLeaveWarning(dirty);
  // A new tag's slug follows its display name until the admin edits the slug (issue 23); an
  // existing tag keeps its slug, since changing it moves the tag's address.
  const [slugFollows, setSlugFollows] = useState(initial.slug_name === '');
  const set = (key: keyof TagFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value, ...(key === 'display_name' && slugFollows ? { slug_name: slugFromName(value) } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'display_name' && slugFollows ? { slug_name: undefined } : {}) }));
  };
  const submit = async () => {
    const found = validateTag(values);
    const translated: Errors = Object.fromEntries(Object.entries(found).map(([k, v]) => [k, t(v!, { max: TAG_NAME_MAX })]));
    setErrors(translated);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    leave.release();
    try {
      await onSubmit(values);
    } catch (err) {
      if (isFieldErrors(err)) setErrors(err.byField() as Errors);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="qt-form" data-testid={testId} noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <TextField label={t('form.display_name')} name="display_name" value={values.display_name} error={errors.display_name} onChange={(v) => set('display_name', v)} />
      <TextField
        label={t('form.slug_name')}
        name="slug_name"
        value={values.slug_name}
        error={errors.slug_name}
        hint={t('form.slug_hint')}
        onChange={(v) => {
          setSlugFollows(v === '');
          set('slug_name', v);
        }}
      />
      <div className="q-field" data-field="original_text">
        <span className="q-field__label">{t('form.description')}</span>
        <MarkdownEditor value={values.original_text} onChange={(v) => set('original_text', v)} testId="tag-editor" />
      </div>
      {withSummary && <TextField label={t('form.edit_summary')} name="edit_summary" value={values.edit_summary ?? ''} onChange={(v) => set('edit_summary', v)} />}
      <div>
        <button type="submit" className="q-btn q-btn--primary" disabled={busy} data-testid="save-tag">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
