import { useState } from 'react';
import { toast, useTranslation } from '../../../../web/src/sdk';
import type { TagChoice, TagInfo, TagSynonym } from '../../schemas/tag';
import { useStaffAction } from '../staff-action';
import { tagsApi } from '../tag-requests';
import { TagSelector } from './tag-selector';
import { TagSynonymList } from './tag-synonym-list';

const NS = 'plugin.tags';
/** `PUT tag/synonym` takes at most this many. */
const SYNONYMS_MAX = 50;

export interface TagSynonymsStaffProps {
  tag: TagInfo;
  synonyms: TagSynonym[];
  /** After a save: the page reads the synonyms again. */
  onSaved: () => void;
}

/** The synonyms section as staff see it: the list with an edit (or add) button, or the editor. */
export function TagSynonymsStaff({ tag, synonyms, onSaved }: TagSynonymsStaffProps) {
  const { t } = useTranslation(NS);
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <TagSynonymsEditor
        tag={tag}
        synonyms={synonyms}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          onSaved();
        }}
      />
    );
  }
  return (
    <>
      <TagSynonymList synonyms={synonyms} />
      <button type="button" className="q-btn q-btn--small" data-testid="edit-synonyms" onClick={() => setEditing(true)}>
        {synonyms.length ? t('staff.synonyms.edit') : t('staff.synonyms.add')}
      </button>
    </>
  );
}

interface TagSynonymsEditorProps {
  tag: TagInfo;
  synonyms: TagSynonym[];
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Staff edit a tag's synonyms with the tag selector: remove a chip, add an existing tag or type a
 * new one (created as a synonym). Saving sends the whole list, as Answer's `PUT tag/synonym` takes it.
 */
function TagSynonymsEditor({ tag, synonyms, onSaved, onCancel }: TagSynonymsEditorProps) {
  const { t } = useTranslation(NS);
  const [value, setValue] = useState<TagChoice[]>(synonyms.map((s) => ({ slug_name: s.slug_name, display_name: s.display_name })));
  const { busy, error, run } = useStaffAction();
  const save = async () => {
    if (!(await run(() => tagsApi.setSynonyms(tag.tag_id, value)))) return;
    toast(t('staff.synonyms.saved'), 'success');
    onSaved();
  };
  return (
    <div className="q-stack" data-testid="synonyms-editor">
      <p className="q-muted">{t('staff.synonyms.intro', { name: tag.display_name })}</p>
      <TagSelector value={value} onChange={setValue} max={SYNONYMS_MAX} invalid={Boolean(error)} testId="synonyms-selector" />
      {error && (
        <p className="q-field__error" role="alert" data-testid="synonyms-error">
          {error}
        </p>
      )}
      <div className="q-row q-gap">
        <button type="button" className="q-btn q-btn--primary" disabled={busy} data-testid="synonyms-save" onClick={() => void save()}>
          {t('staff.synonyms.save')}
        </button>
        <button type="button" className="q-btn" onClick={onCancel}>
          {t('staff.cancel')}
        </button>
      </div>
    </div>
  );
}
