/**
 * POST …/orders/{orderRef}/progress and …/fail. Their bodies name BankID hint codes, whose lists
 * live with the RP client on the server (bankid/rp-types.ts), so the route declares them.
 */
export {
  simulatorOrder as changeOrderHintResponse,
  simulatorOrderParams as changeOrderHintParams,
} from './simulator-order.ts';
