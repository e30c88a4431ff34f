import { useTranslation } from '../../../../web/src/sdk';
import { CUSTOM_LEVEL, PRESET_LEVELS, type PrivilegeKey, type PrivilegesView } from '../../schemas/privileges';
import '../reputation.css';
import { optionValue, type CustomDraft, type PrivilegeLevel } from '../api';

const NS = 'plugin.reputation';

export interface PrivilegesTableProps {
  view: PrivilegesView;
  level: PrivilegeLevel;
  draft: CustomDraft;
  errors: Partial<Record<PrivilegeKey, string>>;
  onEdit: (key: PrivilegeKey, text: string) => void;
}

/**
 * One row per privilege: each preset's threshold side by side, the chosen column marked, and
 * the custom column as inputs (editable once "custom" is chosen), with the server's error under
 * the value it refused.
 */
export function PrivilegesTable({ view, level, draft, errors, onEdit }: PrivilegesTableProps) {
  const { t } = useTranslation(NS);
  const rows = view.options.find((o) => o.level === CUSTOM_LEVEL)?.privileges ?? view.options[0]?.privileges ?? [];
  const chosen = (l: PrivilegeLevel) => (l === level ? 'qr-chosen' : undefined);
  return (
    <table className="q-table" data-testid="privileges-table">
      <thead>
        <tr>
          <th>{t('column.privilege')}</th>
          {PRESET_LEVELS.map((l) => <th key={l} className={chosen(l)} aria-current={l === level || undefined}>{t('column.level', { level: l })}</th>)}
          <th className={chosen(CUSTOM_LEVEL)} aria-current={level === CUSTOM_LEVEL || undefined}>{t('column.custom')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label }) => (
          <tr key={key} data-testid="privilege-row" data-key={key}>
            <td>{label}</td>
            {PRESET_LEVELS.map((l) => (
              <td key={l} className={chosen(l)} data-testid={`privilege-value-${l}`}>{optionValue(view, l, key)}</td>
            ))}
            <td className={chosen(CUSTOM_LEVEL)}>
              <label className="q-field" data-field={key}>
                <span className="q-visually-hidden">{label}</span>
                <input
                  className={`q-input${errors[key] ? ' q-input--invalid' : ''}`} type="number" min={1} step={1} name={key} value={draft[key]}
                  disabled={level !== CUSTOM_LEVEL} aria-invalid={Boolean(errors[key])} onChange={(e) => onEdit(key, e.target.value)}
                />
                {errors[key] && <span className="q-field__error">{errors[key]}</span>}
              </label>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
