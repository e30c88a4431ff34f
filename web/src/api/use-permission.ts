import useSWR from 'swr';
import type { PermissionMap } from '../../../schemas/api/permission';
import { useCurrentUser } from '../app/atoms';
import { apiKey } from './client';

/**
 * Whether the signed-in viewer may take `action` (Answer's `permission` call, answered by whichever
 * plugin provides the site's privileges), with the server's reason when not; `undefined` while it
 * loads, for visitors, and when no plugin answers the call.
 */
export function usePermission(action: string): PermissionMap[string] | undefined {
  const user = useCurrentUser();
  const { data } = useSWR<PermissionMap>(user ? apiKey('/permission', { action }) : null);
  return data?.[action];
}
