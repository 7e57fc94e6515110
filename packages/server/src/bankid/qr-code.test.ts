import { describe, expect, it } from 'vitest';
import { computeQrAuthCode, computeQrCodeData, getQrTime, parseQrCodeData } from './qr-code.ts';

// BankID's published test vector (developers.bankid.com, QR code guide).
const QR_START_TOKEN = '67df3917-fa0d-44e5-b327-edcc928297f8';
const QR_START_SECRET = 'd28db9a7-4cde-429e-a983-359be676944c';

describe('computeQrCodeData', () => {
  it('reproduces the published code for time 0', () => {
    expect(computeQrCodeData(QR_START_TOKEN, QR_START_SECRET, 0)).toBe(
      'bankid.67df3917-fa0d-44e5-b327-edcc928297f8.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8',
    );
  });

  it('reproduces the published auth code for time 1', () => {
    expect(computeQrAuthCode(QR_START_SECRET, 1)).toBe(
      '949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2',
    );
  });

  it('changes every second', () => {
    const codes = new Set(
      [0, 1, 2, 3].map((time) => computeQrCodeData(QR_START_TOKEN, QR_START_SECRET, time)),
    );
    expect(codes.size).toBe(4);
  });

  it('refuses negative and fractional times', () => {
    expect(() => computeQrCodeData(QR_START_TOKEN, QR_START_SECRET, -1)).toThrow(RangeError);
    expect(() => computeQrCodeData(QR_START_TOKEN, QR_START_SECRET, 0.5)).toThrow(RangeError);
  });
});

describe('getQrTime', () => {
  it('counts whole seconds since the order started', () => {
    expect(getQrTime(10_000, 10_000)).toBe(0);
    expect(getQrTime(10_000, 10_999)).toBe(0);
    expect(getQrTime(10_000, 11_000)).toBe(1);
    expect(getQrTime(10_000, 9_000)).toBe(0);
  });
});

describe('parseQrCodeData', () => {
  it('reads back what computeQrCodeData writes', () => {
    const data = computeQrCodeData(QR_START_TOKEN, QR_START_SECRET, 17);
    expect(parseQrCodeData(data)).toEqual({
      qrStartToken: QR_START_TOKEN,
      qrTime: 17,
      qrAuthCode: computeQrAuthCode(QR_START_SECRET, 17),
    });
  });

  it('rejects anything else', () => {
    expect(parseQrCodeData('bankid.x.0.y')).toBeUndefined();
    expect(parseQrCodeData('')).toBeUndefined();
  });
});
