import { useTranslation } from '../../../i18n/use-translation';
import { INSTALL_STEPS, type InstallStep } from '../api';

/** Five-step progress bar of the wizard. */
export function InstallProgress({ step }: { step: InstallStep }) {
  const { t } = useTranslation();
  const percent = ((step - 1) / (INSTALL_STEPS.length - 1)) * 100;
  return (
    <div className="q-progress" data-testid="install-progress" data-step={step}>
      <div className="q-progress__bar" role="progressbar" aria-valuemin={1} aria-valuemax={5} aria-valuenow={step} aria-label={t('install.progress', { step, total: 5 })} style={{ width: `${percent}%` }} />
      <ol className="q-progress__steps">
        {INSTALL_STEPS.map((s) => (
          <li key={s} className={s <= step ? 'is-done' : ''}>{t(`install.step_${s}`)}</li>
        ))}
      </ol>
    </div>
  );
}
