import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const supportedLanguages = ['sv-SE', 'en-GB'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export const defaultLanguage: SupportedLanguage = 'sv-SE';
export const fallbackLanguage: SupportedLanguage = 'en-GB';

// Spec §7: locale files live at /locales/{language}/{namespace}.json.
export const namespaces = [
  'translation',
  'payslip',
  'transaction',
  'expression',
  'tag',
  'errors',
  'bankid',
  'event-template',
] as const;

export const languageStorageKey = 'lng';
export const localesLoadPath = '/locales/{{lng}}/{{ns}}.json';

/**
 * Creates and initialises an i18next instance. The language comes from localStorage `lng` and
 * otherwise is sv-SE, never the browser's language: the product is Swedish first, English a choice.
 * Only `translation` loads up front; a feature's namespace loads when its first component asks
 * for it (`useTranslation('payslip')`), so the first page fetches two small files.
 */
export function createI18n(): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const detector = new LanguageDetector();
  detector.addDetector({ name: 'productDefault', lookup: () => defaultLanguage });
  syncDocumentLanguage(instance);
  const ready = instance
    .use(HttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...supportedLanguages],
      fallbackLng: fallbackLanguage,
      // Only the exact regional files exist; without this i18next would also request /locales/sv/….
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      backend: { loadPath: localesLoadPath },
      detection: {
        order: ['localStorage', 'productDefault'],
        lookupLocalStorage: languageStorageKey,
        caches: ['localStorage'],
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return { i18n: instance, ready };
}

function syncDocumentLanguage(instance: I18n): void {
  instance.on('languageChanged', (language: string) => {
    document.documentElement.lang = language.slice(0, 2);
  });
}
