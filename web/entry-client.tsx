import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, isRouteErrorResponse } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BOOTSTRAP_ID, type Bootstrap, readBootstrap } from './app/bootstrap';
import { listenForChunkErrors } from './app/chunk-errors';
import { Document } from './app/Document';
import { rememberErrorStory } from './app/error-story';
import { Providers } from './app/Providers';
import { pageEvents } from './app/page-events';
import { payloadDataStrategy } from './app/payload-data-strategy';
import { deserializeErrors } from './app/router-state';
import { browserLoaders, createRoutes } from './app/routes';
import { installPopstateHook } from './features/dialogs/popstate-hook';
import { createClientLogger, setClientLogLevel } from './features/tracking/logger';
import { createI18n, type Messages } from './i18n/create-i18n';
import './styles/app.css';
import './styles/fonts.css';

const routes = createRoutes(browserLoaders);

const bootstrapJson = document.getElementById(BOOTSTRAP_ID)?.textContent;
// Before the bootstrap there is no configured log level: a failure to start is always reported.
const startLog = createClientLogger('ERROR');
/** The translation bundle the document preloaded; one retry, then the page stays as the server sent it. */
async function fetchMessages(href: string): Promise<Messages> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(href);
      if (response.ok) return (await response.json()) as Messages;
    } catch (error) {
      if (attempt > 0) throw error;
    }
    if (attempt > 0) throw new Error(`translations ${href} unavailable`);
  }
}

async function start(bootstrap: Bootstrap, bootstrapJson: string) {
  const { info } = bootstrap;
  setClientLogLevel(bootstrap.tracking.logLevel);
  rememberErrorStory(bootstrap.errorStory);
  // Pages are islands (ui/island.tsx): no route code has to arrive before hydrating.
  const i18n = createI18n(info.bundle, await fetchMessages(bootstrap.i18n.href), (m) => console.warn(m));
  // Before the router: the dialogs' history entries must never reach it (features/dialogs/back-button).
  installPopstateHook();
  const router = createBrowserRouter(routes, {
    basename: info.basename || '/',
    hydrationData: {
      loaderData: bootstrap.router.loaderData,
      errors: deserializeErrors(bootstrap.router.errors),
    },
    dataStrategy: payloadDataStrategy,
  });

  listenForChunkErrors();
  let loading = false;
  router.subscribe((state) => {
    if (state.navigation.state === 'loading' && !loading) {
      loading = true;
      pageEvents.emit('page-loading-start', { path: state.navigation.location.pathname });
    } else if (state.navigation.state === 'idle' && loading) {
      loading = false;
      const error = Object.values(state.errors ?? {})[0];
      const status = error === undefined ? 200 : isRouteErrorResponse(error) ? error.status : 500;
      const routes = state.matches.map((m) => ({ id: m.route.id, data: state.loaderData[m.route.id] }));
      pageEvents.emit('page-loading-end', { path: state.location.pathname, status, routes });
    }
  });

  // A transition: the hydration of what lies outside the islands is time-sliced (React yields to
  // the browser every few ms) instead of one task that blocks input (Lighthouse: long tasks, TBT).
  startTransition(() => {
    hydrateRoot(
      document,
      <Document
        lang={info.market}
        css={bootstrap.assets.css}
        preload={[bootstrap.i18n.href]}
        bootstrapJson={bootstrapJson}
      >
        <Providers info={info} i18n={i18n} flags={bootstrap.flags} tracking={bootstrap.tracking}>
          <RouterProvider router={router} />
        </Providers>
      </Document>,
      {
        onRecoverableError: (error) => console.warn('hydration recovered', error),
      },
    );
  });
}

const bootstrap = readBootstrap(bootstrapJson, startLog);
if (bootstrap && bootstrapJson) {
  start(bootstrap, bootstrapJson).catch((error: unknown) =>
    startLog.error('bootstrap', { error: String(error) }),
  );
}
