import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportError } from '../../lib/error-reporting.ts';
import { ErrorScreen } from '../errors/error-screen.tsx';
import { isModuleLoadError } from '../errors/is-module-load-error.ts';

// Spec §8: a failed lazy module load shows the app-updated screen (not reported: a deploy replaced
// the chunks, nothing is broken); any other uncaught error shows the unexpected-error screen and is reported.
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const screen = isModuleLoadError(error) ? 'appUpdated' : 'unexpectedError';
  useEffect(() => {
    if (screen === 'unexpectedError') reportError(error);
  }, [error, screen]);
  return (
    <ErrorScreen
      title={t(`${screen}.title`)}
      text={t(`${screen}.text`)}
      reloadLabel={t(`${screen}.reload`)}
      homeLabel={t(`${screen}.home`)}
    />
  );
}
