import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { computeQrAuthCode, getQrTime, parseQrCodeData } from '../qr-code.ts';
import {
  BANKID_ERROR_STATUS,
  type BankIdErrorCode,
  type CollectResponse,
  type CompletionData,
  type FailedHintCode,
  type OrderResponse,
  type PendingHintCode,
} from '../rp-types.ts';

/** An RP API error as the simulator answers it: `{errorCode, details}` with BankID's HTTP status. */
export class SimulatorError extends Error {
  override name = 'SimulatorError';
  readonly errorCode: BankIdErrorCode;
  readonly status: number;

  constructor(errorCode: BankIdErrorCode, details: string) {
    super(details);
    this.errorCode = errorCode;
    this.status = BANKID_ERROR_STATUS[errorCode];
  }
}

export type SimulatedOrder = {
  orderRef: string;
  kind: 'auth' | 'sign';
  autoStartToken: string;
  qrStartToken: string;
  qrStartSecret: string;
  endUserIp: string;
  /** requirement.personalNumber, or the person who opened the order in the app. */
  personalNumber: string | undefined;
  userVisibleData: string | undefined;
  createdAtMs: number;
  startedAtMs: number | undefined;
  status: 'pending' | 'failed' | 'complete';
  hintCode: PendingHintCode | FailedHintCode;
  completionData: CompletionData | undefined;
};

export type SimulatedPerson = { personalNumber: string; givenName: string; surname: string };

export type BankIdSimulatorOptions = {
  now?: () => number;
  /** BankID fails an order that nobody started within 30 s… */
  startTimeoutMs?: number;
  /** …and any order still pending after 3 minutes. */
  totalTimeoutMs?: number;
  /** How far a scanned QR code's time may lag behind the order's clock (a camera is not instant). */
  qrToleranceSeconds?: number;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERSONAL_NUMBER_PATTERN = /^(19|20)\d{10}$/;
const IPV4_OR_V6_PATTERN = /^[0-9a-fA-F.:]{2,45}$/;
// Finished orders stay collectable for a while, as at BankID, then go.
const FINISHED_RETENTION_MS = 10 * 60 * 1000;

/**
 * The state machine behind the simulated RP API and the `/dev/bankid` page that plays the user's
 * app. In memory: it stands in for an external service, not for our own data.
 */
export class BankIdSimulator {
  readonly #orders = new Map<string, SimulatedOrder>();
  readonly #now: () => number;
  readonly #startTimeoutMs: number;
  readonly #totalTimeoutMs: number;
  readonly #qrToleranceSeconds: number;
  #injectedFailures: { errorCode: BankIdErrorCode; remaining: number } | undefined;

  constructor(options: BankIdSimulatorOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#startTimeoutMs = options.startTimeoutMs ?? 30_000;
    this.#totalTimeoutMs = options.totalTimeoutMs ?? 180_000;
    this.#qrToleranceSeconds = options.qrToleranceSeconds ?? 10;
  }

  // ---- the RP API ----

  auth(body: unknown): OrderResponse {
    this.#throwInjectedFailure();
    return this.#createOrder('auth', body);
  }

  sign(body: unknown): OrderResponse {
    this.#throwInjectedFailure();
    const userVisibleData = (body as { userVisibleData?: unknown } | null)?.userVisibleData;
    if (
      typeof userVisibleData !== 'string' ||
      userVisibleData.length === 0 ||
      userVisibleData.length > 40_000
    ) {
      throw new SimulatorError('invalidParameters', 'Invalid userVisibleData');
    }
    return this.#createOrder('sign', body);
  }

  collect(body: unknown): CollectResponse {
    this.#throwInjectedFailure();
    const order = this.#getOrderForRp(body);
    const response: CollectResponse = { orderRef: order.orderRef, status: order.status };
    if (order.status !== 'complete') response.hintCode = order.hintCode;
    if (order.completionData) response.completionData = order.completionData;
    return response;
  }

  cancel(body: unknown): Record<string, never> {
    this.#throwInjectedFailure();
    const order = this.#getOrderForRp(body);
    this.#orders.delete(order.orderRef);
    return {};
  }

  /** BankID having a bad moment: the next `count` RP calls answer this error (e.g. `maintenance`). */
  failNextCalls(errorCode: BankIdErrorCode, count = 1): void {
    this.#injectedFailures = count > 0 ? { errorCode, remaining: count } : undefined;
  }

  // ---- the user's app ----

  listOrders(): SimulatedOrder[] {
    this.#expireOrders();
    return [...this.#orders.values()].sort((a, b) => b.createdAtMs - a.createdAtMs);
  }

  getOrder(orderRef: string): SimulatedOrder | undefined {
    this.#expireOrders();
    return this.#orders.get(orderRef);
  }

  /** The app scanned a QR code: the order it belongs to, if the code is genuine and current. */
  scanQrCode(qrCodeData: string): SimulatedOrder {
    const parsed = parseQrCodeData(qrCodeData);
    if (!parsed) throw new SimulatorError('invalidParameters', 'Not a BankID QR code');
    const order = this.listOrders().find((candidate) => candidate.qrStartToken === parsed.qrStartToken);
    if (!order) throw new SimulatorError('notFound', 'No order for this QR code');
    const expected = Buffer.from(computeQrAuthCode(order.qrStartSecret, parsed.qrTime));
    if (!timingSafeEqual(expected, Buffer.from(parsed.qrAuthCode))) {
      throw new SimulatorError('invalidParameters', 'The QR code is not genuine');
    }
    const qrTime = getQrTime(order.createdAtMs, this.#now());
    if (parsed.qrTime > qrTime + 1 || parsed.qrTime < qrTime - this.#qrToleranceSeconds) {
      throw new SimulatorError('invalidParameters', 'The QR code is too old');
    }
    return this.#start(order);
  }

  /** The app was launched with an autostart token. */
  openAutoStartToken(autoStartToken: string): SimulatedOrder {
    const order = this.listOrders().find((candidate) => candidate.autoStartToken === autoStartToken);
    if (!order) throw new SimulatorError('notFound', 'No order for this autostart token');
    return this.#start(order);
  }

  /** Moves a started order to another pending step, e.g. `userSign` while the user types the code. */
  setPendingHint(orderRef: string, hintCode: PendingHintCode): SimulatedOrder {
    const order = this.#getPendingOrder(orderRef);
    order.hintCode = hintCode;
    return order;
  }

  /** The user identified themselves: the order completes for this person. */
  approve(orderRef: string, person: SimulatedPerson): SimulatedOrder {
    const order = this.#getPendingOrder(orderRef);
    if (!PERSONAL_NUMBER_PATTERN.test(person.personalNumber)) {
      throw new SimulatorError('invalidParameters', 'personalNumber must be 12 digits');
    }
    if (order.personalNumber && order.personalNumber !== person.personalNumber) {
      // BankID only offers the ID the RP asked for.
      throw new SimulatorError('invalidParameters', 'The order requires another personal number');
    }
    this.#cancelOtherOrdersOf(person.personalNumber, order.orderRef);
    order.personalNumber = person.personalNumber;
    order.status = 'complete';
    order.startedAtMs ??= this.#now();
    order.completionData = {
      user: {
        personalNumber: person.personalNumber,
        name: `${person.givenName} ${person.surname}`,
        givenName: person.givenName,
        surname: person.surname,
      },
      device: { ipAddress: order.endUserIp, uhi: randomBytes(18).toString('base64url') },
      bankIdIssueDate: new Date(this.#now() - 365 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      stepUp: { mrtd: false },
      signature: Buffer.from(
        `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><Object>${order.orderRef}</Object></Signature>`,
      ).toString('base64'),
      ocspResponse: randomBytes(64).toString('base64'),
    };
    return order;
  }

  /** The order fails with the hint code the tester chose (userCancel when the user presses Cancel). */
  fail(orderRef: string, hintCode: FailedHintCode): SimulatedOrder {
    const order = this.#getPendingOrder(orderRef);
    order.status = 'failed';
    order.hintCode = hintCode;
    return order;
  }

  // ---- internals ----

  #throwInjectedFailure(): void {
    const failure = this.#injectedFailures;
    if (!failure) return;
    failure.remaining -= 1;
    if (failure.remaining <= 0) this.#injectedFailures = undefined;
    throw new SimulatorError(failure.errorCode, `Simulated ${failure.errorCode}`);
  }

  #createOrder(kind: 'auth' | 'sign', body: unknown): OrderResponse {
    this.#expireOrders();
    if (!body || typeof body !== 'object') throw new SimulatorError('invalidParameters', 'Invalid body');
    const { endUserIp, requirement, userVisibleData } = body as Record<string, unknown>;
    if (typeof endUserIp !== 'string' || !IPV4_OR_V6_PATTERN.test(endUserIp)) {
      throw new SimulatorError('invalidParameters', 'Invalid endUserIp');
    }
    let personalNumber: string | undefined;
    if (requirement !== undefined) {
      if (!requirement || typeof requirement !== 'object') {
        throw new SimulatorError('invalidParameters', 'Invalid requirement');
      }
      const wanted = (requirement as { personalNumber?: unknown }).personalNumber;
      if (wanted !== undefined) {
        if (typeof wanted !== 'string' || !PERSONAL_NUMBER_PATTERN.test(wanted)) {
          throw new SimulatorError('invalidParameters', 'Invalid personalNumber');
        }
        personalNumber = wanted;
      }
    }
    if (personalNumber && this.#hasPendingOrderOf(personalNumber)) {
      // BankID aborts the order in progress and creates none.
      this.#cancelOtherOrdersOf(personalNumber, undefined);
      throw new SimulatorError('alreadyInProgress', 'Order already in progress for pno');
    }
    const order: SimulatedOrder = {
      orderRef: randomUUID(),
      kind,
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
      endUserIp,
      personalNumber,
      userVisibleData: typeof userVisibleData === 'string' ? userVisibleData : undefined,
      createdAtMs: this.#now(),
      startedAtMs: undefined,
      status: 'pending',
      hintCode: 'outstandingTransaction',
      completionData: undefined,
    };
    this.#orders.set(order.orderRef, order);
    const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = order;
    return { orderRef, autoStartToken, qrStartToken, qrStartSecret };
  }

  #getOrderForRp(body: unknown): SimulatedOrder {
    this.#expireOrders();
    const orderRef = (body as { orderRef?: unknown } | null)?.orderRef;
    if (typeof orderRef !== 'string' || !UUID_PATTERN.test(orderRef)) {
      throw new SimulatorError('invalidParameters', 'Invalid orderRef');
    }
    const order = this.#orders.get(orderRef);
    if (!order) throw new SimulatorError('invalidParameters', 'No such order');
    return order;
  }

  #getPendingOrder(orderRef: string): SimulatedOrder {
    const order = this.getOrder(orderRef);
    if (!order) throw new SimulatorError('notFound', 'No such order');
    if (order.status !== 'pending')
      throw new SimulatorError('invalidParameters', `The order is ${order.status}`);
    return order;
  }

  #start(order: SimulatedOrder): SimulatedOrder {
    if (order.status !== 'pending')
      throw new SimulatorError('invalidParameters', `The order is ${order.status}`);
    order.startedAtMs ??= this.#now();
    order.hintCode = 'started';
    return order;
  }

  #hasPendingOrderOf(personalNumber: string): boolean {
    return [...this.#orders.values()].some(
      (order) => order.status === 'pending' && order.personalNumber === personalNumber,
    );
  }

  #cancelOtherOrdersOf(personalNumber: string, exceptOrderRef: string | undefined): void {
    for (const order of this.#orders.values()) {
      if (
        order.orderRef !== exceptOrderRef &&
        order.status === 'pending' &&
        order.personalNumber === personalNumber
      ) {
        order.status = 'failed';
        order.hintCode = 'cancelled';
      }
    }
  }

  #expireOrders(): void {
    const now = this.#now();
    for (const order of this.#orders.values()) {
      const age = now - order.createdAtMs;
      if (order.status === 'pending') {
        const isUnstartedTooLong = order.startedAtMs === undefined && age >= this.#startTimeoutMs;
        if (isUnstartedTooLong || age >= this.#totalTimeoutMs) {
          order.status = 'failed';
          order.hintCode = 'expiredTransaction';
        }
      } else if (age >= FINISHED_RETENTION_MS) {
        this.#orders.delete(order.orderRef);
      }
    }
  }
}
