import i18next, { type BackendModule, type i18n as I18n, type LanguageDetectorModule } from 'i18next';
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
  'payroll',
  'users',
  'reports',
  'balances',
] as const;

export const languageStorageKey = 'lng';

/** `/locales/{language}/{namespace}.json` (spec §7). */
export function localeFileUrl(language: string, namespace: string): string {
  return `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
}

/*
 * The backend and the language detector are our own few lines instead of i18next-http-backend and
 * i18next-browser-languagedetector (4 KB gzip of the first page's JavaScript): the app reads one
 * file per language and namespace from its own origin, and one localStorage key.
 */

/** Reads a namespace's file; a failure of the server or the network may be retried by i18next. */
export const localeFileBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const url = localeFileUrl(language, namespace);
    fetch(url, { credentials: 'same-origin' }).then(
      async (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
          return;
        }
        try {
          callback(null, await response.json());
        } catch {
          callback(`failed parsing ${url} to json`, false);
        }
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  },
};

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey);
  } catch {
    return null; // storage blocked: the product's default
  }
}

/** localStorage `lng` when it names a supported language, else sv-SE; a chosen language is stored there. */
export const storedLanguageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => {
    const stored = readStoredLanguage();
    return supportedLanguages.find((language) => language === stored) ?? defaultLanguage;
  },
  cacheUserLanguage: (language) => {
    // i18next's key-showing test mode is no choice of the user's.
    if (language === 'cimode') return;
    try {
      localStorage.setItem(languageStorageKey, language);
    } catch {
      // see readStoredLanguage
    }
  },
};

/**
 * Creates and initialises an i18next instance. The language comes from localStorage `lng` and
 * otherwise is sv-SE, never the browser's language: the product is Swedish first, English a choice.
 * Only `translation` loads up front; a feature's namespace loads when its first component asks
 * for it (`useTranslation('payslip')`), so the first page fetches two small files.
 */
export function createI18n(): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  syncDocumentLanguage(instance);
  const ready = instance
    .use(localeFileBackend)
    .use(storedLanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...supportedLanguages],
      fallbackLng: fallbackLanguage,
      // Only the exact regional files exist; without this i18next would also request /locales/sv/….
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
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
