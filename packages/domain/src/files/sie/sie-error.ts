export type SieErrorCode =
  | 'UNBALANCED_VOUCHER'
  | 'ACCOUNT_NAME_MISSING'
  | 'OBJECT_NAME_MISSING'
  | 'INVALID_DATE'
  | 'INVALID_AMOUNT'
  | 'INVALID_LINE';

/** A file that cannot be written or read as it stands; `message` is Swedish, for the user. */
export class SieError extends Error {
  readonly code: SieErrorCode;
  /** 1-based line of a file being read. */
  readonly line: number | null;

  constructor(code: SieErrorCode, message: string, line: number | null = null) {
    super(message);
    this.name = 'SieError';
    this.code = code;
    this.line = line;
  }
}
