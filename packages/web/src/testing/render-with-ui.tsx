import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enErrors from '../../public/locales/en-GB/errors.json';
import enTranslation from '../../public/locales/en-GB/translation.json';
import svErrors from '../../public/locales/sv-SE/errors.json';
import svTranslation from '../../public/locales/sv-SE/translation.json';

// jsdom has no layout: Mantine's combobox scrolls the active option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

/** An i18next instance on the real locale files, ready at once (no http backend, no Suspense). */
export function createTestI18n(language: 'sv-SE' | 'en-GB' = 'sv-SE'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en-GB',
    ns: ['translation', 'errors'],
    defaultNS: 'translation',
    resources: {
      'sv-SE': { translation: svTranslation, errors: svErrors },
      'en-GB': { translation: enTranslation, errors: enErrors },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders a shared component inside Mantine and i18next, without the router or the app shell. */
export function renderWithUi(ui: ReactElement, options: { language?: 'sv-SE' | 'en-GB' } = {}) {
  const i18n = createTestI18n(options.language);
  return {
    i18n,
    ...render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">{ui}</MantineProvider>
      </I18nextProvider>,
    ),
  };
}
