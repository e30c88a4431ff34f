import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { CaptchaInfo } from '../app/types';
import type { CaptchaAnswer } from './captcha';
import { RefreshIcon } from './icons';
import { Modal } from './modal';

export interface CaptchaModalProps {
  captcha: CaptchaInfo | null;
  /** Server error on captcha_code, shown under the input. */
  error?: string;
  onRefresh: () => void;
  onVerify: (answer: CaptchaAnswer) => void;
  onClose: () => void;
}

/** SPEC §2.3 captcha modal: image, text input, refresh and verify buttons. */
export function CaptchaModal({ captcha, error, onRefresh, onVerify, onClose }: CaptchaModalProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState('');
  useEffect(() => {
    setCode('');
    setLocalError('');
  }, [captcha?.captcha_id]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) {
      setLocalError(t('inactive.msg.empty'));
      return;
    }
    onVerify({ captcha_id: captcha?.captcha_id, captcha_code: code.trim() });
  };
  const shown = localError || error;
  return (
    <Modal open={Boolean(captcha?.verify)} title={t('captcha.title')} onClose={onClose} testId="captcha-modal">
      <form onSubmit={submit} noValidate>
        <div className="q-captcha">
          {captcha?.captcha_img && <img src={captcha.captcha_img} alt={t('captcha.image_alt')} className="q-captcha__img" />}
          <button type="button" className="q-btn q-btn--icon" onClick={onRefresh} aria-label={t('captcha.refresh')}>
            <RefreshIcon />
          </button>
        </div>
        <label className="q-field">
          <span className="q-field__label">{t('captcha.label')}</span>
          <input
            className={`q-input${shown ? ' q-input--invalid' : ''}`}
            name="captcha_code"
            value={code}
            autoComplete="off"
            placeholder={t('captcha.placeholder')}
            onChange={(e) => setCode(e.target.value)}
          />
          {shown && <span className="q-field__error">{shown}</span>}
        </label>
        <button type="submit" className="q-btn q-btn--primary">
          {t('captcha.verify')}
        </button>
      </form>
    </Modal>
  );
}
