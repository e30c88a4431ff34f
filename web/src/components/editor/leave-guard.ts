import { useCallback, useEffect, useId } from 'react';

/**
 * Forms with unsaved text register here (answer editor, comment boxes…); one host in the
 * layout owns the router blocker, because react-router supports a single blocker at a time.
 */
const dirtySources = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirtySources.size > 0;
}

/**
 * SPEC §5: leaving with unsaved changes asks 'Are you sure you want to leave the page?'.
 * `release()` lets a successful submit navigate away without the question.
 */
export function useLeaveWarning(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (dirty) dirtySources.add(id);
    else dirtySources.delete(id);
    return () => {
      dirtySources.delete(id);
    };
  }, [dirty, id]);
  const release = useCallback(() => {
    dirtySources.delete(id);
  }, [id]);
  return { release };
}
