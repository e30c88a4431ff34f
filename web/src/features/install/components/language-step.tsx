import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { LabelValue } from '../../../app/types';
import { setLanguage } from '../../../i18n/i18n';
import { normalizeLanguage, type Language } from '../../../i18n/resolve-language';
import { installApiCalls } from '../api';

/** Step 1: choose the interface language (also the site's default language). */
export function LanguageStep({ value, onChange, onNext }: { value: Language; onChange: (v: Language) => void; onNext: () => void }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<LabelValue[]>([{ label: 'English', value: 'en_US' }, { label: '简体中文', value: 'zh_CN' }]);
  useEffect(() => {
    installApiCalls.languageOptions().then((list) => list?.length && setOptions(list), () => undefined);
  }, []);
  // The options are the site's languages (language/options), so each is one the site supports.
  const choose = (lang: string) => {
    const supported = normalizeLanguage(lang);
    if (!supported) return;
    onChange(supported);
    void setLanguage(supported);
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); onNext(); }} data-testid="install-step-1">
      <label className="q-field">
        <span className="q-field__label">{t('install.choose_language')}</span>
        <select className="q-input" name="lang" value={value} onChange={(e) => choose(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>{o.label}</option>
          ))}
        </select>
      </label>
      <button type="submit" className="q-btn q-btn--primary">{t('install.next')}</button>
    </form>
  );
}
