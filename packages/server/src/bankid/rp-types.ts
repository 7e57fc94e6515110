/** Request and response bodies of BankID RP API v6.0 (shared/domain/swedish-payroll.md §6). */

export type BankIdRequirement = {
  pinCode?: boolean;
  mrtd?: boolean;
  cardReader?: 'class1' | 'class2';
  certificatePolicies?: string[];
  personalNumber?: string;
};

export type AuthRequest = {
  endUserIp: string;
  requirement?: BankIdRequirement;
  userVisibleData?: string;
  userNonVisibleData?: string;
  userVisibleDataFormat?: 'simpleMarkdownV1';
  returnUrl?: string;
};

export type SignRequest = AuthRequest & { userVisibleData: string };

export type OrderResponse = {
  orderRef: string;
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
};

export type CollectStatus = 'pending' | 'failed' | 'complete';

export const PENDING_HINT_CODES = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
  'userFace',
  'userStepUp',
  'processing',
] as const;

export const FAILED_HINT_CODES = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'mrtdVerificationFailed',
  'facialRecognitionFailed',
  'nfcNotSupportedByDevice',
  'multipleBankIdsOnDevice',
  'stepUpFailed',
] as const;

export type PendingHintCode = (typeof PENDING_HINT_CODES)[number];
export type FailedHintCode = (typeof FAILED_HINT_CODES)[number];

export type CompletionData = {
  user: { personalNumber: string; name: string; givenName: string; surname: string };
  device: { ipAddress: string; uhi: string };
  bankIdIssueDate: string;
  stepUp?: { mrtd: boolean };
  signature: string;
  ocspResponse: string;
};

export type CollectResponse = {
  orderRef: string;
  status: CollectStatus;
  /** Present while pending and when failed; BankID may send codes newer than this list. */
  hintCode?: string;
  completionData?: CompletionData;
};

export const BANKID_ERROR_CODES = [
  'alreadyInProgress',
  'invalidParameters',
  'unauthorized',
  'notFound',
  'methodNotAllowed',
  'requestTimeout',
  'unsupportedMediaType',
  'internalError',
  'maintenance',
] as const;

export type BankIdErrorCode = (typeof BANKID_ERROR_CODES)[number];

/** The HTTP status BankID answers each error code with. */
export const BANKID_ERROR_STATUS: Record<BankIdErrorCode, number> = {
  alreadyInProgress: 400,
  invalidParameters: 400,
  unauthorized: 401,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  unsupportedMediaType: 415,
  internalError: 500,
  maintenance: 503,
};

export type ErrorBody = { errorCode: string; details: string };
