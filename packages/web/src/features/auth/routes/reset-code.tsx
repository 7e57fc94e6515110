import { formatResetCode } from '@lonsam/domain/validation/verification-code';
import { Button, Code, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../ui/page-title.tsx';
import { revealResetCode } from '../api/password-reset.ts';

type RevealState = { kind: 'pending' } | { kind: 'shown'; code: string } | { kind: 'invalid' };

/** `/reset-password/code/{codeActivationToken}`: shows the reset code as 123-456. */
export function ResetCodeRoute() {
  const { t } = useTranslation('auth');
  const { codeActivationToken } = useParams();
  const [state, setState] = useState<RevealState>(
    codeActivationToken ? { kind: 'pending' } : { kind: 'invalid' },
  );
  const [isCopied, setIsCopied] = useState(false);
  // "Din kod – Lönsam"; a link that no longer works says so in the tab too.
  usePageTitle([state.kind === 'invalid' ? t('resetCode.invalidTitle') : t('resetCode.title')]);
  const codeRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!codeActivationToken) return;
    let isCurrent = true;
    revealResetCode(codeActivationToken).then(
      (code) => isCurrent && setState({ kind: 'shown', code }),
      () => isCurrent && setState({ kind: 'invalid' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [codeActivationToken]);

  // Spec §2: the copy button is there for browsers without the clipboard API, where selecting and
  // copying the text is the way; with the API the code is simply typed or copied by the user.
  const hasClipboardApi = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);

  function copyBySelection() {
    const element = codeRef.current;
    if (!element) return;
    const range = document.createRange();
    range.selectNodeContents(element);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    setIsCopied(document.execCommand('copy'));
  }

  if (state.kind === 'pending') return <Loader aria-label={t('common.loading')} />;
  if (state.kind === 'invalid') {
    return (
      <Stack gap="md">
        <Title order={1}>{t('resetCode.invalidTitle')}</Title>
        <Text role="alert">{t('resetCode.invalid')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1}>{t('resetCode.title')}</Title>
      <Code ref={codeRef} fz={36} fw={700} ta="center" p="md" data-testid="reset-code">
        {formatResetCode(state.code)}
      </Code>
      <Text>{t('resetCode.instructions')}</Text>
      {hasClipboardApi ? null : (
        <Button variant="default" onClick={copyBySelection}>
          {isCopied ? t('resetCode.copied') : t('resetCode.copy')}
        </Button>
      )}
    </Stack>
  );
}
