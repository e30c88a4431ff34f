import { useState } from 'react';
import { ApiError, isFieldErrors } from '../../../web/src/sdk';

/**
 * A staff tool's request and what the server said: `run` marks it busy, and a refusal (a field
 * error, or a message) becomes `error` for the dialog to show in place. A network failure was
 * already told by the API client, so it leaves `error` empty. Resolves true when it went through.
 */
export function useStaffAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError('');
    try {
      await action();
      return true;
    } catch (err) {
      if (isFieldErrors(err)) setError(Object.values(err.byField())[0] ?? err.message);
      else if (err instanceof ApiError) setError(err.message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
