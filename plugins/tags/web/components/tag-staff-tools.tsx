import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toast, useTranslation } from '../../../../web/src/sdk';
import type { TagInfo } from '../../schemas/tag';
import { tagsApi } from '../tag-requests';
import { TagConfirmDialog } from './tag-confirm-dialog';
import { TagMergeDialog } from './tag-merge-dialog';

const NS = 'plugin.tags';

export interface TagStaffToolsProps {
  tag: TagInfo;
  /** How many synonyms the tag has (a tag with synonyms cannot be deleted). */
  synonymCount: number;
}

/** Every cached tag read (lists, pages, synonyms) is stale after a delete, merge or recovery. */
const isTagKey = (key: unknown) => Array.isArray(key) && typeof key[1] === 'string' && key[1].startsWith('/tag');

/**
 * Delete, merge and recover on a tag's wiki page, offered as the server's `member_actions` say
 * (staff; a deleted tag only recovers). The delete dialog explains a refusal before asking, from
 * the counts the page already has; the server has the last word and its refusal shows in place.
 */
export function TagStaffTools({ tag, synonymCount }: TagStaffToolsProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState<'delete' | 'merge' | 'undelete' | null>(null);
  const may = (action: string) => tag.member_actions.some((a) => a.action === action);
  const refresh = () => mutate(isTagKey);
  const name = tag.display_name;

  const deleteMessage = tag.question_count > 0
    ? t('staff.delete_dialog.has_questions', { name, count: tag.question_count })
    : synonymCount > 0 ? t('staff.delete_dialog.has_synonyms', { name }) : t('staff.delete_dialog.confirm', { name });
  const deletable = tag.question_count === 0 && synonymCount === 0;

  return (
    <div className="q-row q-gap q-wrap" role="group" aria-label={t('staff.actions')} data-testid="tag-staff-tools">
      {may('delete') && (
        <button type="button" className="q-btn q-btn--small" data-testid="delete-tag" onClick={() => setOpen('delete')}>
          {t('staff.delete')}
        </button>
      )}
      {may('merge') && (
        <button type="button" className="q-btn q-btn--small" data-testid="merge-tag" onClick={() => setOpen('merge')}>
          {t('staff.merge')}
        </button>
      )}
      {may('undelete') && (
        <button type="button" className="q-btn q-btn--small q-btn--primary" data-testid="recover-tag" onClick={() => setOpen('undelete')}>
          {t('staff.recover')}
        </button>
      )}
      {open === 'delete' && (
        <TagConfirmDialog
          title={t('staff.delete_dialog.title')}
          message={deleteMessage}
          confirmLabel={deletable ? t('staff.delete') : undefined}
          danger
          testId="tag-delete-dialog"
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await tagsApi.remove(tag.tag_id);
            toast(t('staff.delete_dialog.done', { name }), 'success');
            await refresh();
            navigate('/tags?order=deleted');
          }}
        />
      )}
      {open === 'undelete' && (
        <TagConfirmDialog
          title={t('staff.recover_dialog.title')}
          message={t('staff.recover_dialog.confirm', { name })}
          confirmLabel={t('staff.recover')}
          testId="tag-recover-dialog"
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await tagsApi.recover(tag.tag_id);
            toast(t('staff.recover_dialog.done', { name }), 'success');
            setOpen(null);
            await refresh();
          }}
        />
      )}
      {open === 'merge' && (
        <TagMergeDialog
          source={tag}
          onClose={() => setOpen(null)}
          onMerged={(target) => {
            toast(t('staff.merge_dialog.done', { source: name, target: target.display_name }), 'success');
            void refresh();
            navigate(`/tags/${encodeURIComponent(target.slug_name)}`);
          }}
        />
      )}
    </div>
  );
}
