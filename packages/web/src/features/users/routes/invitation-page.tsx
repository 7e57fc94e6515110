import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { describeApiError } from '../../../lib/api-error-handlers.ts';
import { rememberLoginOrigin } from '../../../lib/login-origin.ts';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { acceptInvitation, useInvitationPreview, useSignedIn } from '../api/users-api.ts';

/**
 * `/invitation/{token}` (public): the mailed link. Shows the company and the role; a visitor signs
 * in or signs up (and comes back here), a signed-in person accepts and lands in the role's area.
 */
export function InvitationRoute() {
  const { token = '' } = useParams();
  const { t } = useTranslation('users');
  const { t: translate } = useTranslation();
  usePageTitle([t('invitation.title')]);
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const signedIn = useSignedIn();
  const [failure, setFailure] = useState<string | undefined>();
  const [isBusy, setBusy] = useState(false);
  const here = `/invitation/${token}`;

  function goSignIn(to: '/login' | '/signup') {
    rememberLoginOrigin(here);
    navigate(to, { state: { from: here } });
  }

  async function accept() {
    setBusy(true);
    setFailure(undefined);
    try {
      const accepted = await acceptInvitation(token);
      const area =
        accepted.role === 'admin'
          ? `/${accepted.employerId}`
          : accepted.role === 'manager'
            ? `/${accepted.employerId}/manager`
            : '/landing';
      navigate(area, { replace: true });
    } catch (error) {
      setFailure(isApiError(error) ? describeApiError(error, translate) : t('invitation.failed'));
      setBusy(false);
    }
  }

  if (preview.isPending || signedIn.isPending)
    return <Loader size="sm" aria-label={t('invitation.loading')} />;
  if (preview.isError)
    return (
      <Alert color="red" role="alert" title={t('invitation.title')}>
        {t('invitation.invalid')}
      </Alert>
    );
  const invitation = preview.data;
  return (
    <Paper withBorder p="lg" maw={520}>
      <Stack>
        <Title order={2}>{t('invitation.heading', { company: invitation.companyName })}</Title>
        <Text>{t('invitation.role', { role: t(`roles.${invitation.role}`) })}</Text>
        {invitation.email && <Text size="sm">{t('invitation.sentTo', { email: invitation.email })}</Text>}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {signedIn.data ? (
          <Group>
            <Button onClick={accept} loading={isBusy}>
              {t('invitation.accept')}
            </Button>
          </Group>
        ) : (
          <>
            <Text size="sm">{t('invitation.signInFirst')}</Text>
            <Group>
              <Button onClick={() => goSignIn('/login')}>{t('invitation.signIn')}</Button>
              <Button variant="default" onClick={() => goSignIn('/signup')}>
                {t('invitation.signUp')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
