import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../errors/error-screen.tsx';
import { isModuleLoadError } from '../errors/is-module-load-error.ts';

// Spec §8: a failed lazy module load shows the app-updated screen (not reported);
// any other uncaught error shows the unexpected-error screen.
export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const screen = isModuleLoadError(error) ? 'appUpdated' : 'unexpectedError';
  if (screen === 'unexpectedError') console.error(error);
  return (
    <ErrorScreen
      title={t(`${screen}.title`)}
      text={t(`${screen}.text`)}
      reloadLabel={t(`${screen}.reload`)}
      homeLabel={t(`${screen}.home`)}
    />
  );
}
