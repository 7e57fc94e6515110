import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandContext } from '../brands/brand-context.tsx';
import { createBrandCssVariables, createBrandTheme } from '../brands/create-brand-theme.ts';
import { applyBrandToDocument, readCurrentBrand } from '../brands/current-brand.ts';
import { apiClient } from '../lib/api-client.ts';
import { createApiErrorHandlers } from '../lib/api-error-handlers.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { setToastCloseLabel, showToast } from '../ui/toast.ts';
import { ToastHost } from '../ui/toast-host.tsx';
import { colorSchemeManager, LightColorSchemeLockContext } from './color-scheme.ts';

type AppProvidersProps = {
  i18n: I18n;
  children: ReactNode;
};

/** Failed calls show their Swedish (or English) text; the `errors` file loads with the first one. */
function installApiErrorToasts(i18n: I18n): void {
  const handlers = createApiErrorHandlers({
    translate: (key, options) => i18n.t(key, options),
    showToast: (toast) => void showToast(toast),
  });
  const withErrorTexts = (show: () => void) => {
    void i18n
      .loadNamespaces('errors')
      .catch(() => {}) // the handlers fall back to built-in Swedish texts
      .then(show);
  };
  apiClient.setHandlers({
    onForbidden: (error) => withErrorTexts(() => handlers.onForbidden(error)),
    onError: (error) => withErrorTexts(() => handlers.onError(error)),
  });
}

export function AppProviders({ i18n, children }: AppProvidersProps) {
  const brand = useMemo(() => readCurrentBrand(), []);
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  const cssVariablesResolver = useMemo(() => createBrandCssVariables(brand), [brand]);
  const [lightLocks, setLightLocks] = useState(0);
  const changeLocks = useCallback((delta: 1 | -1) => setLightLocks((count) => count + delta), []);
  const lightLock = useMemo(
    () => ({ isLightForced: lightLocks > 0, changeLocks }),
    [lightLocks, changeLocks],
  );

  useEffect(() => applyBrandToDocument(brand), [brand]);
  useEffect(() => {
    installApiErrorToasts(i18n);
    const applyLanguage = () => setToastCloseLabel(i18n.t('toast.close'));
    applyLanguage();
    i18n.on('languageChanged', applyLanguage);
    i18n.on('loaded', applyLanguage);
    return () => {
      i18n.off('languageChanged', applyLanguage);
      i18n.off('loaded', applyLanguage);
    };
  }, [i18n]);

  return (
    <I18nextProvider i18n={i18n}>
      <BrandContext.Provider value={brand}>
        <LightColorSchemeLockContext.Provider value={lightLock}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            colorSchemeManager={colorSchemeManager}
            defaultColorScheme="auto"
            forceColorScheme={lightLock.isLightForced ? 'light' : undefined}
          >
            <ToastHost />
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </MantineProvider>
        </LightColorSchemeLockContext.Provider>
      </BrandContext.Provider>
    </I18nextProvider>
  );
}
