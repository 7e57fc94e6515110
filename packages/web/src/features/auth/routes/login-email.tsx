import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { takeLoginOrigin } from '../../../lib/login-origin.ts';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { useLogIn } from '../api/log-in.ts';

/** `/login/email`: email and password; back to where the user came from, or `/`. */
export function LoginEmailRoute() {
  const { t } = useTranslation('auth');
  usePageTitle([t('login.title')]);
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = useLogIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    logIn.mutate(
      { email, password },
      { onSuccess: () => navigate(takeLoginOrigin(location.state), { replace: true }) },
    );
  }

  // The server's Retry-After says how long: from 1 s (spacing after failures elsewhere) to 15 minutes.
  function describeWait(seconds: number | undefined): string {
    if (seconds === undefined) return t('login.wait.aWhile');
    if (seconds < 60) return t('login.wait.seconds', { count: Math.max(1, seconds) });
    return t('login.wait.minutes', { count: Math.ceil(seconds / 60) });
  }

  const error = logIn.error;
  const errorText = !error
    ? undefined
    : isApiError(error) && (error.status === 401 || error.status === 400)
      ? t('login.invalidCredentials')
      : isApiError(error) && error.code === 'LOGIN_SLOWED_DOWN'
        ? t('login.slowedDown', { wait: describeWait(error.retryAfterSeconds) })
        : isApiError(error) && error.status === 429
          ? t('login.tooManyAttempts', { wait: describeWait(error.retryAfterSeconds) })
          : t('common.error');

  return (
    <Stack gap="lg" component="form" onSubmit={handleSubmit}>
      <Title order={1}>{t('login.title')}</Title>
      {errorText ? (
        <Alert color="red" role="alert">
          {errorText}
        </Alert>
      ) : null}
      <TextInput
        label={t('login.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        autoComplete="username"
        required
      />
      <PasswordInput
        label={t('login.password')}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        autoComplete="current-password"
        required
      />
      <Anchor component={Link} to="/reset-password" size="sm">
        {t('login.forgotPassword')}
      </Anchor>
      <Button type="submit" loading={logIn.isPending}>
        {t('login.submit')}
      </Button>
      <Text size="sm">
        <Anchor component={Link} to="/signup">
          {t('login.noAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
