import { useTranslation } from '../../../../web/src/sdk';

const NS = 'plugin.search';
const TIPS = [
  ['[tag]', 'tag'], ['user:username', 'user'], ['score:3', 'score'], ['"words here"', 'phrase'],
  ['answers:0', 'answers'], ['is:question', 'question'], ['is:answer', 'answer'],
] as const;

/** SPEC §2.3 / §9 search syntax, beside the results. */
export function SearchTips() {
  const { t } = useTranslation(NS);
  return (
    <div className="q-card qs-tips" data-testid="search-tips">
      <h3>{t('tips.title')}</h3>
      <dl>
        {TIPS.map(([syntax, key]) => (
          <div key={key} className="qs-tips__row">
            <dt><code>{syntax}</code></dt>
            <dd>{t(`tips.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
