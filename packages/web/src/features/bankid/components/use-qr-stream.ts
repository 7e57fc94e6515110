import { useEffect, useRef, useState } from 'react';
import type { BankIdStatus } from '../api/bankid-api.ts';
import { toWebSocketUrl } from '../lib/autostart-link.ts';

export type QrStreamMessage = {
  qrCodeData: string | null;
  userMessage: string | null;
  bankIdStatus: BankIdStatus;
  token: string | null;
};

export type QrStreamEnd = { bankIdStatus: BankIdStatus; userMessage: string | null; token: string | null };

const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '/api';

/**
 * Opens the QR websocket while `isActive`: the latest code and message, and one call of `onEnd`
 * when the order completes or fails (or the socket drops). Deactivating closes the socket, which
 * cancels the order on the server.
 */
export function useQrStream(options: {
  isActive: boolean;
  brand: string;
  onEnd: (end: QrStreamEnd) => void;
}) {
  const { isActive, brand } = options;
  const onEndRef = useRef(options.onEnd);
  onEndRef.current = options.onEnd;
  const [latest, setLatest] = useState<QrStreamMessage | undefined>();

  useEffect(() => {
    if (!isActive) return;
    setLatest(undefined);
    let hasEnded = false;
    const end = (result: QrStreamEnd) => {
      if (hasEnded) return;
      hasEnded = true;
      onEndRef.current(result);
    };
    const socket = new WebSocket(
      toWebSocketUrl(API_BASE, `/bankid/qr?brand=${encodeURIComponent(brand)}`, window.location.origin),
    );
    socket.addEventListener('message', (event) => {
      let message: QrStreamMessage;
      try {
        message = JSON.parse(String(event.data)) as QrStreamMessage;
      } catch {
        return;
      }
      if (message.bankIdStatus === 'pending') setLatest(message);
      else
        end({ bankIdStatus: message.bankIdStatus, userMessage: message.userMessage, token: message.token });
    });
    socket.addEventListener('close', () => end({ bankIdStatus: 'failed', userMessage: null, token: null }));
    return () => {
      hasEnded = true;
      socket.close();
    };
  }, [isActive, brand]);

  return latest;
}
