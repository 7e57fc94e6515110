/**
 * The recommended user message (RFA code) for each BankID state, as BankID's guidelines map them
 * (shared/domain/swedish-payroll.md §6). The web translates the codes from its `bankid` namespace.
 */
export type UserMessageCode =
  | 'RFA1'
  | 'RFA3'
  | 'RFA4'
  | 'RFA5'
  | 'RFA6'
  | 'RFA8'
  | 'RFA9'
  | 'RFA13'
  | 'RFA15A'
  | 'RFA15B'
  | 'RFA16'
  | 'RFA17A'
  | 'RFA17B'
  | 'RFA21'
  | 'RFA22'
  | 'RFA23'
  | 'RFA24'
  | 'RFA25'
  | 'RFA26'
  | 'RFA27'
  | 'RFA28'
  | 'RFA29'
  | 'RFA30';

/** How the user was sent to the app: QR code on another device, or app launch on this one. */
export type LaunchMode = 'qr' | 'auto-start';

export function getPendingUserMessage(hintCode: string | undefined, mode: LaunchMode): UserMessageCode {
  switch (hintCode) {
    case 'outstandingTransaction':
      return mode === 'auto-start' ? 'RFA13' : 'RFA1';
    case 'noClient':
      return 'RFA1';
    case 'started':
      // A scanned QR code means a phone; a launched app may be on a computer.
      return mode === 'qr' ? 'RFA15B' : 'RFA15A';
    case 'userSign':
      return 'RFA9';
    case 'userMrtd':
      return 'RFA23';
    case 'userFace':
      return 'RFA24';
    case 'userStepUp':
      return 'RFA25';
    default:
      return 'RFA21';
  }
}

export function getFailedUserMessage(hintCode: string | undefined, mode: LaunchMode): UserMessageCode {
  switch (hintCode) {
    case 'userCancel':
      return 'RFA6';
    case 'cancelled':
      return 'RFA3';
    case 'expiredTransaction':
      return 'RFA8';
    case 'certificateErr':
      return 'RFA16';
    case 'startFailed':
      return mode === 'auto-start' ? 'RFA17A' : 'RFA17B';
    case 'mrtdVerificationFailed':
      return 'RFA26';
    case 'facialRecognitionFailed':
      return 'RFA27';
    case 'nfcNotSupportedByDevice':
      return 'RFA28';
    case 'multipleBankIdsOnDevice':
      return 'RFA29';
    case 'stepUpFailed':
      return 'RFA30';
    default:
      return 'RFA22';
  }
}

/** An error answer of the RP API (or no answer at all) as the user sees it. */
export function getErrorUserMessage(errorCode: string): UserMessageCode {
  switch (errorCode) {
    case 'alreadyInProgress':
      return 'RFA4';
    case 'requestTimeout':
    case 'internalError':
    case 'maintenance':
    case 'transportError':
      return 'RFA5';
    default:
      // invalidParameters, unauthorized, notFound and anything unknown are our own bugs.
      return 'RFA22';
  }
}
