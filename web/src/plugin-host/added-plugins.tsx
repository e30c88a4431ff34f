import * as React from 'react';
import { Component, type ComponentType, type ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import useSWR, { mutate, useSWRConfig } from 'swr';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import i18next from 'i18next';
import {
  AdminMenuSlot, AdminSettingsMenuSlot, FooterSlot, HeaderNavSlot, HeaderRightSlot, HomeMainSlot, HomeSidebarSlot, Slot, UserSettingsMenuSlot,
  adminApi, adminKey, api, apiKey, defineSlot, defineWebPlugin, fill, i18nNamespace, lazyFill, loadPluginTexts, useCurrentUser, useSiteInfo,
  useTranslation, withPluginTexts,
} from '../sdk';
import type { FillProps } from '../sdk/define-slot';
import type { WebPlugin } from '../sdk/define-web-plugin';
import { recordWebFailure, webHalfFailed, type WebFailure } from './web-failures';

/**
 * The shell's single copies of what an added plugin's web module imports (cli/web-plugin-build.ts
 * turns each such import into a read of this registry), so a plugin never brings its own React.
 * Named one by one: each name here stays in every page's first load, so only what the shell
 * itself loads first is shared (React and react-dom whole; they are CommonJS, whole anyway).
 */
const SHARED: Record<string, object> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router-dom': { Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams },
  swr: { default: useSWR, mutate, useSWRConfig },
  jotai: { atom, useAtom, useAtomValue, useSetAtom },
  i18next: { default: i18next },
  '@quorum/sdk/web': {
    AdminMenuSlot, AdminSettingsMenuSlot, FooterSlot, HeaderNavSlot, HeaderRightSlot, HomeMainSlot, HomeSidebarSlot, Slot, UserSettingsMenuSlot,
    adminApi, adminKey, api, apiKey, defineSlot, defineWebPlugin, fill, i18nNamespace, lazyFill, loadPluginTexts, useCurrentUser, useSiteInfo,
    useTranslation, withPluginTexts,
  },
};
SHARED['react-router'] = SHARED['react-router-dom']!;

/** `/plugin-assets/<id>/<file>` → `<id>` */
const idOf = (url: string) => /\/plugin-assets\/([^/]+)\//.exec(url)?.[1] ?? url;

/** A plugin whose web half failed here is switched off in this browser for the rest of the visit. */
const switchOff = (id: string, what: WebFailure, err: unknown) => {
  if (recordWebFailure(id, what)) console.error(`[plugins] ${id}: web half switched off in this browser: ${FAILURE_LINES[what]}`, err);
};
const FAILURE_LINES: Record<WebFailure, string> = { load: 'its module failed to load', fill: 'a slot fill threw' };

/** Keeps a throwing fill of an added plugin to itself: it and the plugin's other fills render nothing. */
class FillBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(err: unknown) {
    switchOff(this.props.id, 'fill', err);
  }
  override render() {
    return this.state.failed || webHalfFailed(this.props.id) ? null : this.props.children;
  }
}

function guarded(id: string, Fill: ComponentType<FillProps<unknown>>): ComponentType<FillProps<unknown>> {
  return function GuardedFill(props) {
    return (
      <FillBoundary id={id}>
        <Fill {...props} />
      </FillBoundary>
    );
  };
}

/**
 * Loads the web modules of the plugins added to the site (`quorum plugin add`), each on its own:
 * one that fails to load, throws on import or exports no plugin of its id is left out with one
 * console line, and the rest of the site goes on.
 */
export async function loadAddedPlugins(urls: readonly string[]): Promise<WebPlugin[]> {
  (globalThis as { __quorumShared?: Record<string, object> }).__quorumShared = SHARED;
  const loaded = await Promise.all(
    urls.map(async (url): Promise<WebPlugin | null> => {
      const id = idOf(url);
      try {
        const plugin = ((await import(/* @vite-ignore */ url)) as { default?: WebPlugin }).default;
        if (plugin?.id !== id) throw new Error(`its default export must be defineWebPlugin({ id: '${id}' })`);
        return { ...plugin, slots: plugin.slots?.map((f) => ({ ...f, Component: guarded(id, f.Component) })) };
      } catch (err) {
        switchOff(id, 'load', err);
        return null;
      }
    }),
  );
  return loaded.filter((p): p is WebPlugin => p !== null);
}
