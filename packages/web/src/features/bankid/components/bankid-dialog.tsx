import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../../brands/brand-context.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { takeLoginOrigin } from '../../../lib/login-origin.ts';
import { showToast } from '../../../ui/toast.ts';
import {
  type BankIdIntent,
  cancelAutoStart,
  collectAutoStart,
  finalizeBankId,
  startAutoStart,
} from '../api/bankid-api.ts';
import { buildAutoStartLink, isMobileDevice } from '../lib/autostart-link.ts';
import { QrCodeImage } from './qr-code-image.tsx';
import { type QrStreamEnd, useQrStream } from './use-qr-stream.ts';

type Phase = 'choose' | 'qr' | 'auto-start' | 'finalizing';

/** Spec §9: the app-launch flow polls collect every second while pending. */
const COLLECT_POLL_MS = 1000;

/**
 * The e-identity dialog (spec §2, §4): the QR code with its status text and Cancel; on phones and
 * tablets first the choice between opening the app here and using another device.
 */
export function BankIdDialog({
  intent,
  opened,
  onClose,
  onComplete,
  onNoAccount,
}: {
  intent: BankIdIntent;
  opened: boolean;
  onClose: () => void;
  /**
   * Takes the one-time token of a completed order instead of signing in with it (a signed-in user
   * adding BankID to the account); shows its own errors.
   */
  onComplete?: (token: string) => Promise<void>;
  /** Sign-in of a person without an account: the page says so and offers sign-up. */
  onNoAccount?: () => void;
}) {
  const { t } = useTranslation(['bankid', 'errors']);
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const isMobile = useMemo(() => isMobileDevice(navigator.userAgent, navigator.maxTouchPoints ?? 0), []);
  const initialPhase: Phase = isMobile ? 'choose' : 'qr';
  const [phase, setPhase] = useState<Phase>(initialPhase);
  const [autoStartMessage, setAutoStartMessage] = useState<string | null>(null);
  const orderRefRef = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (opened) setPhase(initialPhase);
  }, [opened, initialPhase]);

  const translateMessage = useCallback(
    // BankID's RFA codes are in this namespace; a refusal of ours (TOO_MANY_BANKID_ORDERS) in errors.
    (code: string | null | undefined) =>
      t(code ?? 'RFA1', { ns: ['bankid', 'errors'], defaultValue: t('unknownError') }),
    [t],
  );

  const close = useCallback(() => {
    const orderRef = orderRefRef.current;
    orderRefRef.current = undefined;
    if (orderRef) void cancelAutoStart(orderRef).catch(() => undefined);
    onClose();
  }, [onClose]);

  const fail = useCallback(
    (userMessage: string | null) => {
      orderRefRef.current = undefined;
      void showToast({
        type: 'error',
        title: t('identificationFailed'),
        description: userMessage ? translateMessage(userMessage) : undefined,
      });
      onClose();
    },
    [onClose, t, translateMessage],
  );

  const finish = useCallback(
    async (end: QrStreamEnd) => {
      orderRefRef.current = undefined;
      if (end.bankIdStatus !== 'complete' || !end.token) {
        fail(end.userMessage);
        return;
      }
      setPhase('finalizing');
      if (onComplete) {
        await onComplete(end.token).catch(() => undefined);
        onClose();
        return;
      }
      try {
        await finalizeBankId(end.token, intent);
      } catch (error) {
        if (onNoAccount && isApiError(error) && error.code === 'BANKID_NO_ACCOUNT') {
          onClose();
          onNoAccount();
          return;
        }
        fail(null);
        return;
      }
      onClose();
      navigate(takeLoginOrigin(location.state), { replace: true });
    },
    [fail, intent, location.state, navigate, onClose, onComplete, onNoAccount],
  );

  const qrMessage = useQrStream({ isActive: opened && phase === 'qr', brand: brand.name, onEnd: finish });

  // App launch: start the order, open the app, poll collect every second while pending.
  useEffect(() => {
    if (!opened || phase !== 'auto-start') return;
    let isCurrent = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    setAutoStartMessage('RFA13');
    const poll = async (orderRef: string) => {
      try {
        const answer = await collectAutoStart(orderRef, controller.signal);
        if (!isCurrent) return;
        if (answer.bankIdStatus === 'pending') {
          setAutoStartMessage(answer.userMessage);
          timer = setTimeout(() => void poll(orderRef), COLLECT_POLL_MS);
          return;
        }
        void finish(answer);
      } catch {
        if (isCurrent) fail(null);
      }
    };
    startAutoStart(brand.name)
      .then((order) => {
        if (!isCurrent) {
          void cancelAutoStart(order.orderRef).catch(() => undefined);
          return;
        }
        orderRefRef.current = order.orderRef;
        window.location.href = buildAutoStartLink(
          order.autoStartToken,
          navigator.userAgent,
          window.location.href,
        );
        timer = setTimeout(() => void poll(order.orderRef), COLLECT_POLL_MS);
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const isDisabled = isApiError(error) && error.code === 'BANKID_DISABLED';
        const isLimited = isApiError(error) && error.code === 'TOO_MANY_BANKID_ORDERS';
        void showToast({
          type: 'error',
          title: isLimited
            ? t('TOO_MANY_BANKID_ORDERS', { ns: 'errors' })
            : t(isDisabled ? 'bankIdDisabled' : 'unknownError'),
        });
        onClose();
      });
    return () => {
      isCurrent = false;
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [opened, phase, brand.name, finish, fail, onClose, t]);

  const statusText =
    phase === 'qr'
      ? translateMessage(qrMessage?.userMessage)
      : phase === 'auto-start'
        ? translateMessage(autoStartMessage)
        : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dialogTitle')}
      centered
      closeOnClickOutside={false}
      // Mantine's close button is an unnamed ×: a screen reader would read "button" (axe button-name).
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md" align="stretch">
        {phase === 'choose' && (
          <>
            <Text>{t('RFA20')}</Text>
            <Button onClick={() => setPhase('auto-start')}>{t('openApp')}</Button>
            <Button variant="default" onClick={() => setPhase('qr')}>
              {t('otherDevice')}
            </Button>
          </>
        )}
        {phase === 'qr' && <QrCodeImage data={qrMessage?.qrCodeData ?? undefined} label={t('qrCodeLabel')} />}
        {(phase === 'auto-start' || phase === 'finalizing') && <Loader mx="auto" aria-label={t('working')} />}
        {statusText && (
          <Text ta="center" role="status" aria-live="polite" data-testid="bankid-status">
            {statusText}
          </Text>
        )}
        <Button variant="subtle" color="gray" onClick={close}>
          {t('cancel')}
        </Button>
      </Stack>
    </Modal>
  );
}
