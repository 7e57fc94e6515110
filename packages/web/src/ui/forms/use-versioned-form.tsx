import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert, type ConflictValue } from './conflict-alert.tsx';
import { type FieldErrorMap, readConflictCurrent, readFieldErrors } from './field-errors.ts';

type DescribeConflict = (current: Record<string, unknown>) => ConflictValue[];

export type VersionedFormOptions<V> = {
  /** The form's values from what the server stored. */
  initialValues: () => V;
  /** The stored version: a new one (saved here or elsewhere) shows the stored values again. */
  version: number;
  /** While a save is on its way the values stay as typed. */
  isSaving: boolean;
  /** The stored values a 409 `VERSION_CONFLICT` carries (`current`), as label and text. */
  describeConflict?: DescribeConflict;
  /** The toast title of a failure without field errors. */
  failureTitle: string;
};

/**
 * The state every versioned form (personal data, employment, tax, vacation terms, opening balances)
 * holds: the typed values, field errors, the 409 conflict with the stored values, and the version
 * the values were read at. A 409 keeps what was typed and lists what is stored; saving again
 * overwrites (the refetched version is sent), *Använd sparade värden* takes the stored values.
 */
export function useVersionedForm<V extends object>(options: VersionedFormOptions<V>) {
  const { initialValues, version, isSaving } = options;
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [conflict, setConflict] = useState<ConflictValue[] | undefined>();
  const [storedVersion, setStoredVersion] = useState(version);
  if (storedVersion !== version && !isSaving && !conflict) {
    // Saved here or elsewhere with no conflict pending: show the stored values.
    setStoredVersion(version);
    setValues(initialValues());
  }

  function setValue<K extends keyof V>(key: K, value: V[K]): void {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function takeStoredValues(): void {
    setConflict(undefined);
    setStoredVersion(version);
    setValues(initialValues());
  }

  /**
   * Sends the save; true when it went through, else the conflict or the field errors are shown.
   * `describeConflict` here wins over the option's (a form that lists only the fields it sent).
   */
  async function save(
    send: () => Promise<unknown>,
    describeConflict: DescribeConflict = options.describeConflict ?? (() => []),
  ): Promise<boolean> {
    try {
      await send();
      setErrors({});
      setConflict(undefined);
      return true;
    } catch (error) {
      const current = readConflictCurrent(error);
      if (current) setConflict(describeConflict(current));
      else setErrors(readFieldErrors(error, options.failureTitle, t));
      return false;
    }
  }

  const conflictAlert: ReactNode = conflict ? (
    <ConflictAlert values={conflict} onUseStored={takeStoredValues} />
  ) : null;

  return { values, setValues, setValue, errors, setErrors, conflictAlert, save };
}
