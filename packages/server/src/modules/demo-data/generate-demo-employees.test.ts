import { parseBankAccount } from '@lonsam/domain/validation/bank-account';
import { parsePersonnummer } from '@lonsam/domain/validation/personnummer';
import { describe, expect, it } from 'vitest';
import { generateDemoEmployees } from './generate-demo-employees.ts';

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('generateDemoEmployees', () => {
  it('gives exactly the count asked for, 0 and 100 included', () => {
    expect(generateDemoEmployees(0)).toEqual([]);
    expect(generateDemoEmployees(100)).toHaveLength(100);
  });

  it('gives distinct, valid personnummer and bank accounts that Bankgirot rules accept', () => {
    const employees = generateDemoEmployees(100, seededRandom(7));
    expect(new Set(employees.map((employee) => employee.personnummer)).size).toBe(100);
    for (const employee of employees) {
      expect(parsePersonnummer(employee.personnummer), employee.personnummer).toBeDefined();
      expect(parseBankAccount(employee.clearingNumber, employee.accountNumber)).toBeDefined();
      expect(employee.email).toMatch(/^[a-z]+\.[a-z]+\d+@exempel\.se$/);
      expect(employee.postalCode).toMatch(/^\d{3} \d{2}$/);
    }
  });

  it('repeats itself for the same random source', () => {
    expect(generateDemoEmployees(5, seededRandom(3))).toEqual(generateDemoEmployees(5, seededRandom(3)));
  });
});
