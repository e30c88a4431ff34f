import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { mutate } from 'swr';
import { App } from './app/app';
import { wireClientEffects } from './app/client-wiring';
import { createAppRouter, createHydratingRouter } from './app/router';
import { reconcileSession, seedSession, takeServedMember } from './app/session';
import { addCatalogueLoader, addCatalogueParts, addLocaleBundle, initI18n } from './i18n/i18n';
import { resolveLanguage } from './i18n/resolve-language';
import { listPluginCatalogueParts, pluginCatalogues } from './plugin-host/plugin-catalogues';
import { loadWebPlugins } from './plugin-host/discovered-plugins';
import { registerWebPlugins } from './plugin-host/plugin-registry';
import { i18nNamespace } from './sdk/define-web-plugin';
import { RenderClockProvider } from './ssr/render-clock';
import { readMemberData, readSsrData, servedFirst, showMemberData } from './ssr/ssr-data';
import './styles/index.css';
import './styles/plugin-styles';

async function start(): Promise<void> {
  const ssr = readSsrData();
  addCatalogueLoader(pluginCatalogues);
  addCatalogueParts(listPluginCatalogueParts);
  // plugin entries and the reader's catalogues download side by side
  // the web modules of plugins added to the site, which the page names (web-pages' page-template.ts)
  const added = document.querySelector<HTMLMetaElement>('meta[name=quorum-plugins]');
  const [builtIn, more] = await Promise.all([
    loadWebPlugins(),
    added && import('./plugin-host/added-plugins').then((m) => m.loadAddedPlugins(added.content.split(' '))),
    initI18n(ssr?.language ?? resolveLanguage(undefined, undefined, import.meta.env.VITE_DEFAULT_LANG)),
  ]);
  const plugins = registerWebPlugins(builtIn, more);
  for (const plugin of plugins) if (plugin.locales) addLocaleBundle(i18nNamespace(plugin.id), plugin.locales);
  const root = document.getElementById('root')!;
  // index.html hid what only visitors see while this browser's token may be a member's; the
  // app shows each reader their own from here (a server-rendered page once its reader is settled)
  const readerKnown = () => document.documentElement.removeAttribute('data-signed-in');
  if (!ssr) {
    readerKnown();
    const router = createAppRouter(plugins);
    wireClientEffects(router);
    createRoot(root).render(<App router={router} />);
    return;
  }
  // A server-rendered page: the same state, routes and data the server rendered with.
  seedSession(ssr.siteInfo, ssr.user);
  const router = await createHydratingRouter(plugins, ssr.loaderData, window.location.pathname);
  wireClientEffects(router);
  const served = new Set(Object.keys(ssr.swr));
  // From the first navigation on, the page's keys revalidate like any others.
  const landed = router.state.location;
  const stop = router.subscribe((state) => {
    if (state.location === landed) return;
    served.clear();
    stop();
  });
  // Guards run in loaders, which the server skipped; a reader the server did not know (or
  // mistook) is settled now, so an action taken as soon as the page answers finds its member
  // (useCurrentUser shows the page's own reader until hydrated, so hydration meets the HTML as
  // drawn). A member sent the visitors' page with their own part (web-pages' member-part.ts) is
  // known from it, and once hydrated the page shows their answers without reading them again;
  // otherwise the data shown for the wrong reader is fetched again once hydrated.
  const own = readMemberData();
  const ownTaken = !!own && takeServedMember(own.user);
  const reader = ownTaken ? Promise.resolve(false) : reconcileSession(ssr.user);
  const settleReader = () =>
    void reader
      .finally(readerKnown)
      .then(async (changed) => {
        if (ownTaken) showMemberData(own);
        else if (changed) await mutate(() => true);
        await router.revalidate();
      });
  // As a transition, hydration runs in slices that yield to the browser between them: the page is
  // already painted, and in one piece it was a single task of ~1 s on a slowed phone CPU
  // (Lighthouse's total blocking time).
  startTransition(() => {
    hydrateRoot(
      root,
      <RenderClockProvider value={ssr.now}>
        <App router={router} swr={{ fallback: ssr.swr, use: [servedFirst(served)] }} />
        <OnHydrated then={settleReader} />
      </RenderClockProvider>,
      // Named, so a mismatch between the HTML and the first render is recognisable in the console.
      { onRecoverableError: (err) => console.error('[hydration] recoverable error:', err) },
    );
  });
}

/** Calls `then` once, when the page it is part of has hydrated (effects run after hydration's commit). */
function OnHydrated({ then }: { then: () => void }): null {
  useEffect(then, [then]);
  return null;
}

void start();
