/** A dimension and object on a transaction row: `{1 "100"}` is cost centre 100. */
export type SieObjectRef = { dimension: number; code: string };

export type SieTransaction = {
  account: string;
  objects: readonly SieObjectRef[];
  /** Debit positive, credit negative, öre. */
  amountOre: number;
  /** 'YYYY-MM-DD'; none: the voucher's date. */
  date?: string | null;
  text?: string | null;
  quantity?: number | null;
};

export type SieVoucher = {
  /** Empty: the importing program chooses the series (what the payroll samples do). */
  series: string;
  /** Null: the importing program numbers the voucher. */
  number: number | null;
  /** 'YYYY-MM-DD'. */
  date: string;
  text: string;
  /** 'YYYY-MM-DD', when the voucher was made. */
  registeredOn?: string | null;
  transactions: readonly SieTransaction[];
};

export type SieDimension = {
  number: number;
  name: string;
  objects: readonly { code: string; name: string }[];
};

/** What a SIE 4I file (vouchers for a bookkeeping program to import) holds. */
export type Sie4IInput = {
  program: { name: string; version: string };
  /** 'YYYY-MM-DD'. */
  generatedOn: string;
  generatedBy?: string | null;
  company: { orgNumber: string; name: string };
  /** Names of the accounts; each account a voucher uses must be here. */
  accounts: readonly { number: string; name: string }[];
  /** Dimensions with their objects' names; each object a voucher uses must be here. */
  dimensions: readonly SieDimension[];
  vouchers: readonly SieVoucher[];
};

/** A #TRANS, #RTRANS or #BTRANS row as read. */
export type SieParsedTransaction = Required<Omit<SieTransaction, 'objects'>> & {
  objects: SieObjectRef[];
  sign: string | null;
};

export type SieParsedVoucher = {
  series: string;
  /** As written; empty when the file leaves numbering to the importer. */
  number: string;
  date: string;
  text: string;
  registeredOn: string | null;
  sign: string | null;
  /** The #TRANS rows: these are the voucher (an #RTRANS is repeated as a #TRANS, spec 4B). */
  transactions: SieParsedTransaction[];
  /** #RTRANS (added) and #BTRANS (removed) rows, history only. */
  supplementary: (SieParsedTransaction & { kind: 'RTRANS' | 'BTRANS' })[];
  /** Line of the #VER in the file, 1-based. */
  line: number;
};

export type SieBalance = {
  kind: 'IB' | 'UB' | 'RES';
  /** 0 the current year, −1 the one before. */
  yearIndex: number;
  account: string;
  amountOre: number;
  quantity: number | null;
};

export type SieFile = {
  flag: number | null;
  program: { name: string; version: string } | null;
  format: string | null;
  generated: { date: string; sign: string | null } | null;
  sieType: string | null;
  orgNumber: string | null;
  companyName: string | null;
  chartType: string | null;
  fiscalYears: { yearIndex: number; start: string; end: string }[];
  accounts: { number: string; name: string }[];
  dimensions: { number: number; name: string; parent: number | null }[];
  objects: { dimension: number; code: string; name: string }[];
  balances: SieBalance[];
  vouchers: SieParsedVoucher[];
  /** Labels read past without meaning here (#SRU, #ENHET, #PSALDO, …), with their count. */
  otherLabels: Record<string, number>;
};
