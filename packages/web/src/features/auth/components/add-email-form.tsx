import { isRoughEmail } from '@lonsam/domain/validation/email';
import { isPasswordAcceptable } from '@lonsam/domain/validation/password';
import { describeWrongCode, isVerificationCode } from '@lonsam/domain/validation/verification-code';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { completeAddEmail, type SignInMethods, startAddEmail, verifyAddEmail } from '../api/account.ts';
import { CodeInput } from './code-input.tsx';
import { NewPasswordInput } from './new-password-input.tsx';

type Step = 'email' | 'code' | 'password';

/**
 * "Lägg till e-post och lösenord" for a BankID account: the sign-up's steps — e-mail, mailed code,
 * password — against /account/email/*, each step showing the server's refusal in Swedish.
 */
export function AddEmailForm({
  onDone,
  onCancel,
}: {
  onDone: (methods: SignInMethods) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [wrongTries, setWrongTries] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  const describe = (failure: unknown) =>
    isApiError(failure)
      ? tErrors(failure.code ?? 'generic', { defaultValue: t('methods.failed') })
      : t('methods.failed');

  async function run(work: () => Promise<void>) {
    setIsBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setIsBusy(false);
    }
  }

  function handleEmail(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      try {
        await startAddEmail(email.trim());
      } catch (failure) {
        // 429 CODE_ALREADY_SENT: the code of a moment ago is still good; go on and type it.
        if (!(isApiError(failure) && failure.code === 'CODE_ALREADY_SENT')) throw failure;
      }
      setStep('code');
    });
  }

  function handleCode(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      try {
        await verifyAddEmail(email.trim(), code);
        setStep('password');
      } catch (failure) {
        const problemCode = isApiError(failure) ? failure.code : undefined;
        if (problemCode === 'WRONG_CODE' || problemCode === 'CODE_USED_UP') {
          const tries = problemCode === 'CODE_USED_UP' ? 5 : wrongTries + 1;
          setWrongTries(tries);
          setError(describeWrongCode(tries));
        } else if (problemCode === 'CODE_EXPIRED') setError(t('addEmail.codeExpired'));
        else throw failure;
      }
    });
  }

  function handleNewCode() {
    void run(async () => {
      await startAddEmail(email.trim());
      setCode('');
      setWrongTries(0);
    });
  }

  function handlePassword(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      onDone(await completeAddEmail(email.trim(), code, password));
    });
  }

  const isUsedUp = wrongTries >= 5;

  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('addEmail.title')}
      </Title>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {step === 'email' ? (
        <Stack gap="md" component="form" onSubmit={handleEmail}>
          <Text>{t('addEmail.emailLead')}</Text>
          <TextInput
            label={t('addEmail.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoComplete="email"
            required
            description={email.trim() !== '' && !isRoughEmail(email) ? t('addEmail.emailHint') : undefined}
          />
          <Group>
            <Button type="submit" disabled={!isRoughEmail(email)} loading={isBusy}>
              {t('addEmail.sendCode')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('addEmail.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {step === 'code' ? (
        <Stack gap="md" component="form" onSubmit={handleCode}>
          <Text>{t('addEmail.codeLead', { email: email.trim() })}</Text>
          <CodeInput label={t('addEmail.code')} value={code} onChange={setCode} disabled={isUsedUp} />
          <Group>
            <Button type="submit" disabled={!isVerificationCode(code) || isUsedUp} loading={isBusy}>
              {t('addEmail.verify')}
            </Button>
            <Button variant="subtle" onClick={handleNewCode} disabled={isBusy}>
              {t('addEmail.newCode')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {step === 'password' ? (
        <Stack gap="md" component="form" onSubmit={handlePassword}>
          <Text>{t('addEmail.passwordLead')}</Text>
          <NewPasswordInput label={t('addEmail.password')} value={password} onChange={setPassword} />
          <Button type="submit" disabled={!isPasswordAcceptable(password)} loading={isBusy}>
            {t('addEmail.save')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
