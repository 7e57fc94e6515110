import { sql } from 'kysely';
import { BankIdApiError, type BankIdClient } from '../../bankid/bankid-client.ts';
import { getErrorUserMessage } from '../../bankid/user-message.ts';
import { AppError } from '../../errors/app-error.ts';
import { type BankIdStatus, interpretCollect } from './bankid-status.ts';
import { type BankIdDb, createLoginToken, hashSecret } from './bankid-store.ts';

export type AutoStartResponse = { orderRef: string; autoStartToken: string; redirectUrl: string };
export type CollectAnswer = { bankIdStatus: BankIdStatus; userMessage: string | null; token: string | null };

/** Starts an app-launch order bound to the browser tab that asked (by its CSRF header value). */
export async function startAutoStartOrder(
  db: BankIdDb,
  client: BankIdClient,
  input: { brand: string; endUserIp: string; clientBinding: string },
): Promise<AutoStartResponse> {
  let order: Awaited<ReturnType<BankIdClient['auth']>>;
  try {
    order = await client.auth({ endUserIp: input.endUserIp });
  } catch (error) {
    throw toStartError(error);
  }
  await db
    .insertInto('bankid_order')
    .values({
      order_ref: order.orderRef,
      brand: input.brand,
      client_binding: hashSecret(input.clientBinding),
      status: 'pending',
      user_message: 'RFA13',
    })
    .execute();
  return {
    orderRef: order.orderRef,
    autoStartToken: order.autoStartToken,
    // The web swaps `redirect` for the browser's own return address on iOS.
    redirectUrl: `bankid:///?autostarttoken=${encodeURIComponent(order.autoStartToken)}&redirect=null`,
  };
}

/**
 * The status of an app-launch order for the browser, which polls every second. BankID is asked
 * at most once per `collectIntervalMs` (2 s) whoever polls: the claim is one conditional update.
 */
export async function collectAutoStartOrder(
  db: BankIdDb,
  client: BankIdClient,
  input: { orderRef: string; clientBinding: string; collectIntervalMs: number; now?: Date },
): Promise<CollectAnswer> {
  const now = input.now ?? new Date();
  const order = await db
    .selectFrom('bankid_order')
    .selectAll()
    .where('order_ref', '=', input.orderRef)
    .where('client_binding', '=', hashSecret(input.clientBinding))
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  if (order.status !== 'pending') return toAnswer(order);

  const claimed = await db
    .updateTable('bankid_order')
    .set({ last_collected_at: now })
    .where('order_ref', '=', order.order_ref)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('last_collected_at', 'is', null),
        eb('last_collected_at', '<=', new Date(now.getTime() - input.collectIntervalMs)),
      ]),
    )
    .returning('order_ref')
    .executeTakeFirst();
  if (!claimed) return toAnswer(order);

  let update: { status: BankIdStatus; user_message: string; token: string | null };
  try {
    const result = interpretCollect(await client.collect(order.order_ref), 'auto-start');
    if (result.bankIdStatus === 'complete') {
      const token = await createLoginToken(db, result.person!, order.brand, now);
      update = { status: 'complete', user_message: '', token };
    } else {
      update = { status: result.bankIdStatus, user_message: result.userMessage ?? 'RFA21', token: null };
    }
  } catch (error) {
    const code = error instanceof BankIdApiError ? error.errorCode : 'internalError';
    // A network hiccup: still pending, the next poll tries again.
    if (code === 'transportError') return toAnswer(order);
    update = { status: 'failed', user_message: getErrorUserMessage(code), token: null };
  }
  const updated = await db
    .updateTable('bankid_order')
    .set(update)
    .where('order_ref', '=', order.order_ref)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  return toAnswer(updated ?? { ...order, ...update });
}

/** The user gave up: BankID is told, and the order is over for the browser too. */
export async function cancelAutoStartOrder(
  db: BankIdDb,
  client: BankIdClient,
  input: { orderRef: string; clientBinding: string },
): Promise<void> {
  const cancelled = await db
    .updateTable('bankid_order')
    .set({ status: 'failed', user_message: 'RFA6', token: null })
    .where('order_ref', '=', input.orderRef)
    .where('client_binding', '=', hashSecret(input.clientBinding))
    .where('status', '=', 'pending')
    .returning('order_ref')
    .executeTakeFirst();
  if (!cancelled) {
    const exists = await db
      .selectFrom('bankid_order')
      .select(sql<number>`1`.as('one'))
      .where('order_ref', '=', input.orderRef)
      .where('client_binding', '=', hashSecret(input.clientBinding))
      .executeTakeFirst();
    if (!exists) throw orderNotFound();
    return;
  }
  await client.cancel(input.orderRef).catch(() => undefined);
}

function toAnswer(order: {
  status: BankIdStatus;
  user_message: string;
  token: string | null;
}): CollectAnswer {
  return {
    bankIdStatus: order.status,
    userMessage: order.user_message === '' ? null : order.user_message,
    token: order.status === 'complete' ? order.token : null,
  };
}

function orderNotFound(): AppError {
  // The same answer for an unknown order and another tab's order: nothing leaks between users.
  return new AppError({ status: 404, code: 'BANKID_ORDER_NOT_FOUND', detail: 'No such BankID order.' });
}

function toStartError(error: unknown): AppError {
  const code = error instanceof BankIdApiError ? error.errorCode : 'internalError';
  return new AppError({
    status: code === 'alreadyInProgress' ? 409 : 502,
    code: 'BANKID_START_FAILED',
    detail: `BankID could not start the order (${code}, ${getErrorUserMessage(code)}).`,
    cause: error,
  });
}
