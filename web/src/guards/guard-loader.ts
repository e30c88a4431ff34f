import { data, redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { rememberRedirect } from '../api/token-storage';
import { appStore, siteInfoAtom, suspensionAtom, userAtom } from '../app/atoms';
import { ensureBootstrapped, refreshUser } from '../app/session';
import { LOGIN_PATH, runGuards, type GuardName } from './guard-rules';

/** Evaluates guards against the store after start-up data has arrived. */
export async function checkGuards(guards: readonly GuardName[], request: Request): Promise<void> {
  await ensureBootstrapped();
  const url = new URL(request.url);
  const result = runGuards(guards, {
    user: appStore.get(userAtom),
    siteInfo: appStore.get(siteInfoAtom),
    path: url.pathname,
    suspended: appStore.get(suspensionAtom) !== null,
  });
  if (result.ok) return;
  if ('redirect' in result) {
    if (result.redirect === LOGIN_PATH) rememberRedirect(url.pathname + url.search);
    throw redirect(result.redirect);
  }
  throw data(null, { status: result.error });
}

/** A route loader that only runs SPEC §6 guards. */
export function guardLoader(...guards: GuardName[]) {
  return async ({ request }: LoaderFunctionArgs) => {
    await checkGuards(guards, request);
    return null;
  };
}

/** /admin: the logged-in user is refreshed on entry (throttled), then admin-guarded. */
export async function adminLoader({ request }: LoaderFunctionArgs) {
  await refreshUser();
  await checkGuards(['admin'], request);
  return null;
}

/** Guards depend on the path and the user, so they run on every navigation. */
export const alwaysRevalidate: ShouldRevalidateFunction = () => true;
