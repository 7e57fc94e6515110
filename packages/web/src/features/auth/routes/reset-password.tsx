import { isRoughEmail } from '@lonsam/domain/validation/email';
import { isPasswordAcceptable } from '@lonsam/domain/validation/password';
import { describeWrongCode, isVerificationCode } from '@lonsam/domain/validation/verification-code';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { completePasswordReset, startPasswordReset } from '../api/password-reset.ts';
import { CodeInput } from '../components/code-input.tsx';
import { NewPasswordInput } from '../components/new-password-input.tsx';

type Step = 'email' | 'code' | 'done';

/** `/reset-password`: ask for a link, then type the code it reveals here and choose a new password. */
export function ResetPasswordRoute() {
  const { t } = useTranslation('auth');
  usePageTitle([t('reset.title')]);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setIsBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      const problemCode = isApiError(failure) ? failure.code : undefined;
      if (problemCode === 'WRONG_CODE' || problemCode === 'CODE_USED_UP') {
        const tries = problemCode === 'CODE_USED_UP' ? 5 : wrongTries + 1;
        setWrongTries(tries);
        setError(describeWrongCode(tries));
      } else if (problemCode === 'CODE_EXPIRED') setError(t('reset.codeExpired'));
      else setError(t('common.error'));
    } finally {
      setIsBusy(false);
    }
  }

  function handleEmail(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await startPasswordReset(email.trim());
      setStep('code');
    });
  }

  function handleComplete(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await completePasswordReset(email.trim(), code, password);
      setStep('done');
    });
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('reset.title')}</Title>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {step === 'email' ? (
        <Stack gap="md" component="form" onSubmit={handleEmail}>
          <Text>{t('reset.emailLead')}</Text>
          <TextInput
            label={t('reset.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoComplete="email"
            required
          />
          <Button type="submit" disabled={!isRoughEmail(email)} loading={isBusy}>
            {t('reset.sendLink')}
          </Button>
        </Stack>
      ) : null}
      {step === 'code' ? (
        <Stack gap="md" component="form" onSubmit={handleComplete}>
          <Text>{t('reset.codeLead', { email: email.trim() })}</Text>
          <CodeInput label={t('reset.code')} value={code} onChange={setCode} disabled={wrongTries >= 5} />
          <NewPasswordInput label={t('reset.newPassword')} value={password} onChange={setPassword} />
          <Button
            type="submit"
            disabled={!isVerificationCode(code) || !isPasswordAcceptable(password) || wrongTries >= 5}
            loading={isBusy}
          >
            {t('reset.save')}
          </Button>
        </Stack>
      ) : null}
      {step === 'done' ? (
        <Stack gap="md">
          <Text role="status">{t('reset.done')}</Text>
          <Button component={Link} to="/login/email">
            {t('reset.logIn')}
          </Button>
        </Stack>
      ) : (
        <Anchor component={Link} to="/login" size="sm">
          {t('reset.backToLogin')}
        </Anchor>
      )}
    </Stack>
  );
}
