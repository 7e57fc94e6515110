import type { TestProject } from 'vitest/node';
import { startProductServer } from './product-server.ts';

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startProductServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
