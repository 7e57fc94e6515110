import { z } from 'zod';

export const testPerson = z.object({
  personalNumber: z.string(),
  givenName: z.string(),
  surname: z.string(),
});

export const listTestPersonsResponse = z.array(testPerson);
