import type { TestProject } from 'vitest/node';
import { E2E_OPERATOR } from './operator.ts';
import { startProductServer } from './product-server.ts';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
    operator: { email: string; password: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startProductServer({
    // The flows read sign-up codes from the development outbox and sign in through the BankID simulator.
    env: {
      OPERATOR_EMAIL: E2E_OPERATOR.email,
      OPERATOR_PASSWORD: E2E_OPERATOR.password,
      LONSAM_DEV_TOOLS: '1',
    },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('operator', { ...E2E_OPERATOR });
  return async () => {
    await server.stop();
  };
}
