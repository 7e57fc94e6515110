import { describe, expect, it } from 'vitest';
import { getErrorUserMessage, getFailedUserMessage, getPendingUserMessage } from './user-message.ts';

describe('BankID user messages', () => {
  it('asks to start the app, or says it is starting it, for an outstanding order', () => {
    expect(getPendingUserMessage('outstandingTransaction', 'qr')).toBe('RFA1');
    expect(getPendingUserMessage('outstandingTransaction', 'auto-start')).toBe('RFA13');
    expect(getPendingUserMessage('noClient', 'auto-start')).toBe('RFA1');
  });

  it('maps the other pending hints and falls back to RFA21', () => {
    expect(getPendingUserMessage('started', 'qr')).toBe('RFA15B');
    expect(getPendingUserMessage('started', 'auto-start')).toBe('RFA15A');
    expect(getPendingUserMessage('userSign', 'qr')).toBe('RFA9');
    expect(getPendingUserMessage('userMrtd', 'qr')).toBe('RFA23');
    expect(getPendingUserMessage('somethingNew', 'qr')).toBe('RFA21');
    expect(getPendingUserMessage(undefined, 'qr')).toBe('RFA21');
  });

  it('maps failures and falls back to RFA22', () => {
    expect(getFailedUserMessage('userCancel', 'qr')).toBe('RFA6');
    expect(getFailedUserMessage('cancelled', 'qr')).toBe('RFA3');
    expect(getFailedUserMessage('expiredTransaction', 'qr')).toBe('RFA8');
    expect(getFailedUserMessage('certificateErr', 'qr')).toBe('RFA16');
    expect(getFailedUserMessage('startFailed', 'qr')).toBe('RFA17B');
    expect(getFailedUserMessage('startFailed', 'auto-start')).toBe('RFA17A');
    expect(getFailedUserMessage('stepUpFailed', 'qr')).toBe('RFA30');
    expect(getFailedUserMessage('whatever', 'qr')).toBe('RFA22');
  });

  it('maps RP error codes', () => {
    expect(getErrorUserMessage('alreadyInProgress')).toBe('RFA4');
    expect(getErrorUserMessage('requestTimeout')).toBe('RFA5');
    expect(getErrorUserMessage('internalError')).toBe('RFA5');
    expect(getErrorUserMessage('maintenance')).toBe('RFA5');
    expect(getErrorUserMessage('transportError')).toBe('RFA5');
    expect(getErrorUserMessage('invalidParameters')).toBe('RFA22');
    expect(getErrorUserMessage('unauthorized')).toBe('RFA22');
    expect(getErrorUserMessage('notFound')).toBe('RFA22');
  });
});
