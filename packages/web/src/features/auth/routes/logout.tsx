import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setEmployerIdentityRole } from '../../../lib/api-client.ts';
import { logOut } from '../api/log-out.ts';

type LogoutState = 'starting' | 'pending' | 'done' | 'failed';

/** `/logout`: ends the session and shows its progress (spec §2). */
export function LogoutRoute() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [state, setState] = useState<LogoutState>('starting');

  useEffect(() => {
    let isCurrent = true;
    setState('pending');
    logOut().then(
      () => {
        setEmployerIdentityRole(null);
        queryClient.clear();
        if (isCurrent) setState('done');
      },
      () => isCurrent && setState('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [queryClient]);

  const message = {
    starting: t('logout.starting'),
    pending: t('logout.pending'),
    done: t('logout.done'),
    failed: t('logout.failed'),
  }[state];

  return (
    <Stack gap="lg">
      <Title order={1}>{state === 'done' || state === 'failed' ? message : t('logout.title')}</Title>
      {state === 'done' || state === 'failed' ? null : <Text role="status">{message}</Text>}
      <Anchor component={Link} to="/login">
        {t('logout.logInAgain')}
      </Anchor>
    </Stack>
  );
}
