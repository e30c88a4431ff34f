import { describe, expect, it } from 'vitest';
import type { CurrentUser, SiteInfo } from '../app/types';
import { LOGIN_REQUIRED_EXCEPTIONS, runGuards, type GuardContext } from './guard-rules';

const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: '1', access_token: 't', username: 'u', display_name: 'U', e_mail: 'u@x.io', mail_status: 1,
  status: 'normal', role_id: 1, rank: 1, avatar: { type: 'default' }, bio: '', bio_html: '', website: '', location: '',
  language: 'Default', created_at: 0, last_login_date: 0, have_password: true, suspended_until: 0, ...over,
});
// Only the login group matters to the guards; the rest of the site info is left out.
const site = (login: Partial<SiteInfo['login']>): SiteInfo => ({ login }) as unknown as SiteInfo;
const ctx = (over: Partial<GuardContext> = {}): GuardContext => ({ user: null, siteInfo: site({}), path: '/', ...over });

describe('route guards (SPEC §6)', () => {
  it('logged / notLogged', () => {
    expect(runGuards(['logged'], ctx())).toEqual({ ok: false, redirect: '/users/login' });
    expect(runGuards(['logged'], ctx({ user: user() }))).toEqual({ ok: true });
    expect(runGuards(['notLogged'], ctx({ user: user() }))).toEqual({ ok: false, redirect: '/' });
    expect(runGuards(['notLogged'], ctx())).toEqual({ ok: true });
  });

  it('login page admits visitors and inactive users only', () => {
    expect(runGuards(['notLoggedOrNotActivated'], ctx())).toEqual({ ok: true });
    expect(runGuards(['notLoggedOrNotActivated'], ctx({ user: user({ mail_status: 2 }) }))).toEqual({ ok: true });
    expect(runGuards(['notLoggedOrNotActivated'], ctx({ user: user() }))).toEqual({ ok: false, redirect: '/' });
  });

  it('activated / notActivated', () => {
    expect(runGuards(['activated'], ctx())).toEqual({ ok: false, redirect: '/users/login' });
    expect(runGuards(['activated'], ctx({ user: user({ mail_status: 2 }) }))).toEqual({ ok: false, redirect: '/users/account-activation' });
    expect(runGuards(['notActivated'], ctx({ user: user() }))).toEqual({ ok: false, redirect: '/' });
    expect(runGuards(['notActivated'], ctx({ user: user({ mail_status: 2 }) }))).toEqual({ ok: true });
  });

  it('forbidden / notForbidden', () => {
    const suspended = user({ status: 'forbidden' });
    expect(runGuards(['notForbidden'], ctx({ user: suspended, path: '/questions' }))).toEqual({ ok: false, redirect: '/users/account-suspended' });
    expect(runGuards(['notForbidden'], ctx({ user: suspended, path: '/users/account-suspended' }))).toEqual({ ok: true });
    expect(runGuards(['forbidden'], ctx({ user: user() }))).toEqual({ ok: false, redirect: '/' });
    expect(runGuards(['forbidden'], ctx({ user: suspended }))).toEqual({ ok: true });
    // a refused login (403 suspended) leaves no user, only the reported suspension
    expect(runGuards(['forbidden'], ctx({ suspended: true }))).toEqual({ ok: true });
    expect(runGuards(['notForbidden'], ctx({ suspended: true, path: '/users/login' }))).toEqual({ ok: true });
  });

  it('admin and adminOrModerator give 403 to others', () => {
    expect(runGuards(['admin'], ctx({ user: user() }))).toEqual({ ok: false, error: 403 });
    expect(runGuards(['admin'], ctx({ user: user({ role_id: 2 }) }))).toEqual({ ok: true });
    expect(runGuards(['admin'], ctx({ user: user({ role_id: 2, mail_status: 2 }) }))).toEqual({ ok: false, error: 403 });
    expect(runGuards(['admin'], ctx({ user: user({ role_id: 3 }) }))).toEqual({ ok: false, error: 403 });
    expect(runGuards(['adminOrModerator'], ctx({ user: user({ role_id: 3 }) }))).toEqual({ ok: true });
    expect(runGuards(['adminOrModerator'], ctx())).toEqual({ ok: false, redirect: '/users/login' });
  });

  it('allowNewRegistrations', () => {
    expect(runGuards(['allowNewRegistrations'], ctx({ siteInfo: site({ allow_new_registrations: false }) }))).toEqual({ ok: false, redirect: '/' });
    expect(runGuards(['allowNewRegistrations'], ctx({ siteInfo: site({ allow_new_registrations: true }) }))).toEqual({ ok: true });
  });

  it('loginRequired sends visitors to login except on the listed account pages', () => {
    const siteInfo = site({ login_required: true });
    expect(runGuards(['loginRequired'], ctx({ siteInfo, path: '/questions' }))).toEqual({ ok: false, redirect: '/users/login' });
    for (const path of LOGIN_REQUIRED_EXCEPTIONS) {
      expect(runGuards(['loginRequired'], ctx({ siteInfo, path }))).toEqual({ ok: true });
    }
    expect(runGuards(['loginRequired'], ctx({ siteInfo, path: '/questions', user: user() }))).toEqual({ ok: true });
    expect(runGuards(['loginRequired'], ctx({ path: '/questions' }))).toEqual({ ok: true });
  });

  it('stops at the first failing guard', () => {
    const siteInfo = site({ login_required: true });
    expect(runGuards(['loginRequired', 'notForbidden'], ctx({ siteInfo, path: '/tags' }))).toEqual({ ok: false, redirect: '/users/login' });
  });
});
