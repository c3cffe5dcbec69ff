/**
 * The stack's floor (issue 20): the least an app on our stack can ship — hydrateRoot,
 * createBrowserRouter + RouterProvider, i18next with react-i18next and one jotai atom. The bench
 * builds it with the project's own Vite and compares the home page's JavaScript with it.
 */
import i18next from 'i18next';
import { atom, Provider, useAtom } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const countAtom = atom(0);

function Home() {
  const { t } = useTranslation();
  const [count, setCount] = useAtom(countAtom);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {t('hello')} {count}
    </button>
  );
}

const i18n = i18next.createInstance();
void i18n.init({ lng: 'de', resources: { de: { translation: { hello: 'Hallo' } } } });
const router = createBrowserRouter([{ path: '/', element: <Home /> }]);

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <I18nextProvider i18n={i18n}>
    <Provider>
      <RouterProvider router={router} />
    </Provider>
  </I18nextProvider>,
);
