import { useTranslation } from '../../../../web/src/sdk';
import type { TagSynonym } from '../../schemas/tag';

const NS = 'plugin.tags';

/** A main tag's synonyms (each one's own page leads to the main tag, so they are not links). */
export function TagSynonymList({ synonyms }: { synonyms: TagSynonym[] }) {
  const { t } = useTranslation(NS);
  if (!synonyms.length) return <p className="q-muted" data-testid="no-synonyms">{t('info.no_synonyms')}</p>;
  return (
    <ul className="qt-tags" data-testid="synonym-list">
      {synonyms.map((s) => (
        <li key={s.slug_name}>
          <span className="qt-tag" data-testid="synonym">{s.display_name}</span>
        </li>
      ))}
    </ul>
  );
}
