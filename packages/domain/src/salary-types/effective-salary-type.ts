import { findEffective } from '../time/effective-dating.ts';
import type { SalaryType, SalaryTypeTreatment, SalaryTypeVersion } from './salary-type-schema.ts';

/** The first version of a seeded standard type: it has always applied. */
export const STANDARD_VERSION_START = '1970-01-01';

export type EffectiveSalaryType = Omit<SalaryType, 'versions'> & {
  validFrom: string;
  treatment: SalaryTypeTreatment;
};

/**
 * The type as it applies on `date`: the version with the latest start on or before it. A version
 * has no end, the next one ends it, so the treatment a payroll used on a date never changes once
 * a later version is added. Undefined before the first version.
 */
export function effectiveSalaryType(type: SalaryType, date: string): EffectiveSalaryType | undefined {
  const version = findEffective(type.versions, date);
  if (!version) return undefined;
  const { versions: _versions, ...fields } = type;
  return { ...fields, validFrom: version.validFrom, treatment: version.treatment };
}

export function latestVersion(versions: readonly SalaryTypeVersion[]): SalaryTypeVersion | undefined {
  let latest: SalaryTypeVersion | undefined;
  for (const version of versions) if (!latest || version.validFrom > latest.validFrom) latest = version;
  return latest;
}

export function versionNotAfterLatestMessage(latestStart: string): string {
  return `Den nya versionen måste gälla från en dag efter ${latestStart}, då den senaste versionen börjar`;
}

/**
 * Why a new version may not start on `validFrom`, or undefined: it must start after the latest
 * version, so no version already used by a payroll is cut short or replaced backwards.
 */
export function checkNewVersionStart(
  versions: readonly SalaryTypeVersion[],
  validFrom: string,
): string | undefined {
  const latest = latestVersion(versions);
  if (latest && validFrom <= latest.validFrom) return versionNotAfterLatestMessage(latest.validFrom);
  return undefined;
}
