import { useCallback, useState } from 'react';
import { ApiError, isFieldErrors } from '../api/api-error';

export type FormErrors = Record<string, string | undefined>;
export type Validator<F> = (values: F) => FormErrors;

/**
 * Small form state for hand-written forms: values, client validation and the
 * server's field errors (400 `[{error_field, error_msg}]`) mapped onto fields.
 */
export function useForm<F extends Record<string, string>>(initial: F, validate?: Validator<F>) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  /** Message of a 400 `err_type: alert`, for the form to show inline. */
  const [alert, setAlert] = useState('');

  const set = useCallback((name: keyof F, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  }, []);

  /** Validates, runs `action`, maps field errors; resolves true on success. */
  const submit = useCallback(
    async (action: (values: F) => Promise<unknown>, fieldAlias: Record<string, keyof F> = {}): Promise<boolean> => {
      const found = validate?.(values) ?? {};
      const clientErrors: FormErrors = Object.fromEntries(Object.entries(found).filter(([, m]) => m));
      setErrors(clientErrors);
      if (Object.keys(clientErrors).length > 0) return false;
      setSubmitting(true);
      setAlert('');
      try {
        await action(values);
        return true;
      } catch (err) {
        if (isFieldErrors(err)) {
          const mapped: FormErrors = {};
          for (const [field, msg] of Object.entries(err.byField())) mapped[String(fieldAlias[field] ?? field)] = msg;
          setErrors(mapped);
        } else if (err instanceof ApiError && err.errType === 'alert') {
          setAlert(err.message);
        }
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [validate, values],
  );

  return { values, set, setValues, errors, setErrors, submitting, submit, alert, setAlert };
}
