import { createHmac } from 'node:crypto';

/**
 * The animated QR payload of BankID RP API v6.0: `bankid.{qrStartToken}.{qrTime}.{qrAuthCode}`, where
 * qrAuthCode is HMAC-SHA256 over the decimal qrTime keyed with qrStartSecret (lowercase hex).
 */
export function computeQrCodeData(qrStartToken: string, qrStartSecret: string, qrTime: number): string {
  if (!Number.isInteger(qrTime) || qrTime < 0) throw new RangeError('qrTime must be a whole number ≥ 0');
  return `bankid.${qrStartToken}.${qrTime}.${computeQrAuthCode(qrStartSecret, qrTime)}`;
}

export function computeQrAuthCode(qrStartSecret: string, qrTime: number): string {
  return createHmac('sha256', qrStartSecret).update(String(qrTime)).digest('hex');
}

/** Whole seconds since the auth response arrived: the qrTime of the code to show now. */
export function getQrTime(orderStartedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - orderStartedAtMs) / 1000));
}

export type ParsedQrCodeData = { qrStartToken: string; qrTime: number; qrAuthCode: string };

export function parseQrCodeData(data: string): ParsedQrCodeData | undefined {
  const match = /^bankid\.([0-9a-f-]{36})\.(\d{1,6})\.([0-9a-f]{64})$/.exec(data.trim());
  if (!match) return undefined;
  return { qrStartToken: match[1]!, qrTime: Number(match[2]), qrAuthCode: match[3]! };
}
