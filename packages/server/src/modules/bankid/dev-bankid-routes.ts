import {
  approveOrderBody,
  approveOrderParams,
  approveOrderResponse,
} from '@lonsam/domain/contracts/dev-bankid/approve-order';
import {
  changeOrderHintParams,
  changeOrderHintResponse,
} from '@lonsam/domain/contracts/dev-bankid/change-order-hint';
import { listSimulatorOrdersResponse } from '@lonsam/domain/contracts/dev-bankid/list-simulator-orders';
import { listTestPersonsResponse } from '@lonsam/domain/contracts/dev-bankid/list-test-persons';
import {
  openAutoStartTokenBody,
  openAutoStartTokenResponse,
} from '@lonsam/domain/contracts/dev-bankid/open-auto-start-token';
import { scanQrCodeBody, scanQrCodeResponse } from '@lonsam/domain/contracts/dev-bankid/scan-qr-code';
import type { simulatorOrder } from '@lonsam/domain/contracts/dev-bankid/simulator-order';
import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import { parsePersonnummer } from '@lonsam/domain/validation/personnummer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FAILED_HINT_CODES, PENDING_HINT_CODES } from '../../bankid/rp-types.ts';
import {
  type BankIdSimulator,
  type SimulatedOrder,
  type SimulatedPerson,
  SimulatorError,
} from '../../bankid/simulator/bankid-simulator.ts';
import { AppError } from '../../errors/app-error.ts';

/** A few people the tester can be; any other valid personnummer may be typed. */
export const TEST_PERSONS: readonly SimulatedPerson[] = [
  {
    personalNumber: generatePersonnummer({ birthDate: '1985-03-12', sex: 'female', sequence: 41 }),
    givenName: 'Anna',
    surname: 'Andersson',
  },
  {
    personalNumber: generatePersonnummer({ birthDate: '1979-11-02', sex: 'male', sequence: 123 }),
    givenName: 'Erik',
    surname: 'Eriksson',
  },
  {
    personalNumber: generatePersonnummer({ birthDate: '1992-07-24', sex: 'female', sequence: 7 }),
    givenName: 'Fatima',
    surname: 'Hassan',
  },
  {
    personalNumber: generatePersonnummer({ birthDate: '2001-01-30', sex: 'male', sequence: 250 }),
    givenName: 'Oskar',
    surname: 'Lindqvist',
  },
];

function toSummary(order: SimulatedOrder): z.output<typeof simulatorOrder> {
  return {
    orderRef: order.orderRef,
    kind: order.kind,
    status: order.status,
    hintCode: order.status === 'complete' ? null : order.hintCode,
    autoStartToken: order.autoStartToken,
    personalNumber: order.personalNumber ?? null,
    name: order.completionData?.user.name ?? null,
    createdAt: new Date(order.createdAtMs).toISOString(),
    startedAt: order.startedAtMs === undefined ? null : new Date(order.startedAtMs).toISOString(),
  };
}

function run<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof SimulatorError) {
      throw new AppError({
        status: error.errorCode === 'notFound' ? 404 : 400,
        code: `BANKID_SIMULATOR_${error.errorCode.replaceAll(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
        detail: error.message,
      });
    }
    throw error;
  }
}

const devConfig = { csrf: 'presence' as const };
const tags = ['dev'];

/** The simulator's user side for `/dev/bankid`; registered only when the in-app simulator runs. */
export const devBankIdRoutes: FastifyPluginAsyncZod<{ simulator: BankIdSimulator }> = async (
  app,
  { simulator },
) => {
  app.get(
    '/dev/bankid/orders',
    {
      schema: {
        summary: 'Orders in the BankID simulator',
        tags,
        response: { 200: listSimulatorOrdersResponse },
      },
    },
    async () => simulator.listOrders().map(toSummary),
  );

  app.get(
    '/dev/bankid/persons',
    {
      schema: {
        summary: 'Test persons for the BankID simulator',
        tags,
        response: { 200: listTestPersonsResponse },
      },
    },
    async () => [...TEST_PERSONS],
  );

  app.post(
    '/dev/bankid/scan',
    {
      config: devConfig,
      schema: {
        summary: 'Scan a QR code',
        tags,
        body: scanQrCodeBody,
        response: { 200: scanQrCodeResponse },
      },
    },
    async (request) => toSummary(run(() => simulator.scanQrCode(request.body.qrCodeData))),
  );

  app.post(
    '/dev/bankid/open',
    {
      config: devConfig,
      schema: {
        summary: 'Open the app with an autostart token',
        tags,
        body: openAutoStartTokenBody,
        response: { 200: openAutoStartTokenResponse },
      },
    },
    async (request) => toSummary(run(() => simulator.openAutoStartToken(request.body.autoStartToken))),
  );

  app.post(
    '/dev/bankid/orders/:orderRef/progress',
    {
      config: devConfig,
      schema: {
        summary: 'Move a pending order to another step',
        tags,
        params: changeOrderHintParams,
        body: z.object({ hintCode: z.enum(PENDING_HINT_CODES) }),
        response: { 200: changeOrderHintResponse },
      },
    },
    async (request) =>
      toSummary(run(() => simulator.setPendingHint(request.params.orderRef, request.body.hintCode))),
  );

  app.post(
    '/dev/bankid/orders/:orderRef/approve',
    {
      config: devConfig,
      schema: {
        summary: 'Identify as a person',
        tags,
        params: approveOrderParams,
        body: approveOrderBody,
        response: { 200: approveOrderResponse },
      },
    },
    async (request) => {
      const parsed = parsePersonnummer(request.body.personalNumber.trim(), { now: new Date() });
      if (!parsed) {
        throw new AppError({
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'The request has invalid fields; see errors.',
          fieldErrors: { personalNumber: ['Ogiltigt personnummer'] },
        });
      }
      const person = { ...request.body, personalNumber: parsed.long };
      return toSummary(run(() => simulator.approve(request.params.orderRef, person)));
    },
  );

  app.post(
    '/dev/bankid/orders/:orderRef/fail',
    {
      config: devConfig,
      schema: {
        summary: 'Fail an order with a hint code',
        tags,
        params: changeOrderHintParams,
        body: z.object({ hintCode: z.enum(FAILED_HINT_CODES) }),
        response: { 200: changeOrderHintResponse },
      },
    },
    async (request) => toSummary(run(() => simulator.fail(request.params.orderRef, request.body.hintCode))),
  );
};
