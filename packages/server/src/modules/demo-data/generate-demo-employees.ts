import { parseBankAccount } from '@lonsam/domain/validation/bank-account';
import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import {
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  STREET_NAMES,
  TOWNS,
} from './swedish-sample-names.ts';

export type DemoEmployee = {
  firstName: string;
  lastName: string;
  personnummer: string;
  email: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  clearingNumber: string;
  accountNumber: string;
};

/** A random number in [0, 1); injectable so that tests can repeat a run. */
export type Random = () => number;

/**
 * `count` sample employees with realistic Swedish names, addresses and bank accounts, and valid
 * personnummer that we generate ourselves (born 1960–2004, distinct within the list). Bank
 * accounts: Nordea personkonto (clearing 3300, the personnummer's ten digits) or a Handelsbanken
 * account whose check digit is searched until Bankgirot's rules accept it.
 */
export function generateDemoEmployees(count: number, random: Random = Math.random): DemoEmployee[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const used = new Set<string>();
  const employees: DemoEmployee[] = [];
  while (employees.length < count) {
    const isMale = random() < 0.5;
    const birthDate = randomBirthDate(random, employees.length);
    const personnummer = generatePersonnummer({
      birthDate,
      sex: isMale ? 'male' : 'female',
      sequence: Math.floor(random() * 499),
    });
    if (used.has(personnummer)) continue;
    used.add(personnummer);
    const firstName = pick(isMale ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const town = pick(TOWNS);
    const account = random() < 0.5 ? nordeaPersonalAccount(personnummer) : handelsbankenAccount(random);
    employees.push({
      firstName,
      lastName,
      personnummer,
      email: `${toEmailPart(firstName)}.${toEmailPart(lastName)}${employees.length + 1}@exempel.se`,
      streetAddress: `${pick(STREET_NAMES)} ${1 + Math.floor(random() * 60)}`,
      postalCode: town.postalCode,
      city: town.city,
      ...account,
    });
  }
  return employees;
}

// Every tenth is 66 or older and every tenth 19–23, so that payroll meets both tax columns and
// the age-dependent employer contributions (issue 10).
function randomBirthDate(random: Random, index: number): `${number}-${string}-${string}` {
  const year =
    index % 10 === 0
      ? 1950 + Math.floor(random() * 8)
      : index % 10 === 1
        ? 2003 + Math.floor(random() * 4)
        : 1960 + Math.floor(random() * 43);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function nordeaPersonalAccount(personnummer: string) {
  return { clearingNumber: '3300', accountNumber: personnummer.slice(2) };
}

function handelsbankenAccount(random: Random) {
  for (;;) {
    const body = String(Math.floor(random() * 1e8)).padStart(8, '0');
    for (let check = 0; check <= 9; check += 1) {
      const parsed = parseBankAccount('6000', `${body}${check}`);
      if (parsed) return { clearingNumber: '6000', accountNumber: `${body}${check}` };
    }
  }
}

function toEmailPart(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
