import type { CollectResponse } from '../../bankid/rp-types.ts';
import {
  getFailedUserMessage,
  getPendingUserMessage,
  type LaunchMode,
  type UserMessageCode,
} from '../../bankid/user-message.ts';
import type { IdentifiedPerson } from './bankid-store.ts';

export type BankIdStatus = 'pending' | 'failed' | 'complete';

export type InterpretedCollect = {
  bankIdStatus: BankIdStatus;
  userMessage: UserMessageCode | undefined;
  person: IdentifiedPerson | undefined;
};

/** What the browser is told about one collect answer, and who was identified when complete. */
export function interpretCollect(response: CollectResponse, mode: LaunchMode): InterpretedCollect {
  if (response.status === 'complete') {
    const user = response.completionData!.user;
    return {
      bankIdStatus: 'complete',
      userMessage: undefined,
      person: { personnummer: user.personalNumber, givenName: user.givenName, surname: user.surname },
    };
  }
  if (response.status === 'failed') {
    return {
      bankIdStatus: 'failed',
      userMessage: getFailedUserMessage(response.hintCode, mode),
      person: undefined,
    };
  }
  return {
    bankIdStatus: 'pending',
    userMessage: getPendingUserMessage(response.hintCode, mode),
    person: undefined,
  };
}
