import { isRoughEmail } from '@lonsam/domain/validation/email';
import { isPasswordAcceptable } from '@lonsam/domain/validation/password';
import { describeWrongCode, isVerificationCode } from '@lonsam/domain/validation/verification-code';
import { Alert, Anchor, Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../../brands/brand-context.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { takeLoginOrigin } from '../../../lib/login-origin.ts';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { completeSignup, initSignup, startSignup, verifySignupCode } from '../api/signup.ts';
import { CodeInput } from '../components/code-input.tsx';
import { NewPasswordInput } from '../components/new-password-input.tsx';
import { getSupportAddress } from '../support-address.ts';

type Step = 'loading' | 'email' | 'code' | 'password';

function statusOf(error: unknown): number | undefined {
  return isApiError(error) && error.status > 0 ? error.status : undefined;
}

/** `/signup/email`: the wizard of spec §4 — loading, email, code, password — then `/landing`. */
export function SignupEmailRoute() {
  const { t } = useTranslation('auth');
  usePageTitle([t('signup.title')]);
  const navigate = useNavigate();
  const location = useLocation();
  const brand = useBrand();
  const [step, setStep] = useState<Step>('loading');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    initSignup().then(
      () => isCurrent && setStep('email'),
      (failure: unknown) =>
        isCurrent && setError(t('signup.failedWithStatus', { step: 'init', status: statusOf(failure) ?? 0 })),
    );
    return () => {
      isCurrent = false;
    };
  }, [t]);

  async function run(work: () => Promise<void>) {
    setIsBusy(true);
    setError(undefined);
    try {
      await work();
    } finally {
      setIsBusy(false);
    }
  }

  function handleEmail(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      try {
        await startSignup(email.trim(), brand.name);
        setStep('code');
      } catch (failure) {
        const status = statusOf(failure);
        // 429: a code sent a moment ago is still valid; the user types that one.
        if (status === 429) setStep('code');
        else setError(status ? t('signup.failedWithStatus', { step: 'start', status }) : t('signup.failed'));
      }
    });
  }

  function handleCode(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      try {
        await verifySignupCode(email.trim(), code);
        setStep('password');
      } catch (failure) {
        const problemCode = isApiError(failure) ? failure.code : undefined;
        if (problemCode === 'WRONG_CODE' || problemCode === 'CODE_USED_UP') {
          const tries = problemCode === 'CODE_USED_UP' ? 5 : wrongTries + 1;
          setWrongTries(tries);
          setError(describeWrongCode(tries));
        } else if (problemCode === 'CODE_EXPIRED') setError(t('signup.codeExpired'));
        else setError(t('signup.failed'));
      }
    });
  }

  function handleNewCode() {
    void run(async () => {
      try {
        await startSignup(email.trim(), brand.name);
      } catch (failure) {
        if (statusOf(failure) !== 429) setError(t('signup.failed'));
        return;
      }
      setCode('');
      setWrongTries(0);
    });
  }

  function handlePassword(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      try {
        await completeSignup(email.trim(), code, password);
        // Back where sign-up was asked for (an invitation's page), else the landing page.
        const origin = takeLoginOrigin(location.state);
        navigate(origin === '/' ? '/landing' : origin, { replace: true });
      } catch (failure) {
        const status = statusOf(failure);
        if (status === 409) setError(t('signup.accountExists', { email: getSupportAddress() }));
        else
          setError(status ? t('signup.failedWithStatus', { step: 'password', status }) : t('signup.failed'));
      }
    });
  }

  const isUsedUp = wrongTries >= 5;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('signup.title')}</Title>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {step === 'loading' && !error ? <Loader aria-label={t('common.loading')} /> : null}
      {step === 'email' ? (
        <Stack gap="md" component="form" onSubmit={handleEmail}>
          <Text>{t('signup.emailLead')}</Text>
          <TextInput
            label={t('signup.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoComplete="email"
            required
            // Says why "Skicka kod" stays disabled, once something has been typed.
            description={email.trim() !== '' && !isRoughEmail(email) ? t('signup.emailHint') : undefined}
          />
          <Button type="submit" disabled={!isRoughEmail(email)} loading={isBusy}>
            {t('signup.sendCode')}
          </Button>
        </Stack>
      ) : null}
      {step === 'code' ? (
        <Stack gap="md" component="form" onSubmit={handleCode}>
          <Text>{t('signup.codeLead', { email: email.trim() })}</Text>
          <CodeInput label={t('signup.code')} value={code} onChange={setCode} disabled={isUsedUp} />
          <Button type="submit" disabled={!isVerificationCode(code) || isUsedUp} loading={isBusy}>
            {t('signup.verify')}
          </Button>
          <Button variant="subtle" onClick={handleNewCode} disabled={isBusy}>
            {t('signup.newCode')}
          </Button>
        </Stack>
      ) : null}
      {step === 'password' ? (
        <Stack gap="md" component="form" onSubmit={handlePassword}>
          <Text>{t('signup.passwordLead')}</Text>
          <NewPasswordInput label={t('signup.password')} value={password} onChange={setPassword} />
          <Button type="submit" disabled={!isPasswordAcceptable(password)} loading={isBusy}>
            {t('signup.save')}
          </Button>
        </Stack>
      ) : null}
      <Text size="sm">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('signup.logIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
