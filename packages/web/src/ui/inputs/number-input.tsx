import {
  NumberInput as MantineNumberInput,
  type NumberInputProps as MantineNumberInputProps,
} from '@mantine/core';

/** Spec §9: two decimals unless a field says otherwise. */
export const defaultDecimalScale = 2;
/** The smallest value a strictly positive field accepts ("more than zero" with three decimals). */
export const strictlyPositiveMinimum = 0.001;

export type NumberInputProps = Omit<MantineNumberInputProps, 'decimalSeparator' | 'thousandSeparator'> & {
  /** Only values above zero: sets the minimum to 0.001 and refuses negative input. */
  isStrictlyPositive?: boolean;
};

/**
 * A number field written the Swedish way: decimal comma (a typed point becomes one), a space
 * between thousands, two decimals by default.
 */
export function NumberInput({
  isStrictlyPositive = false,
  decimalScale = defaultDecimalScale,
  min,
  allowNegative,
  ...props
}: NumberInputProps) {
  return (
    <MantineNumberInput
      decimalScale={decimalScale}
      decimalSeparator=","
      allowedDecimalSeparators={[',', '.']}
      // sv-SE groups thousands with a (no-break) space; a plain space would wrap inside the number.
      thousandSeparator={'\u00a0'}
      min={isStrictlyPositive ? Math.max(min ?? strictlyPositiveMinimum, strictlyPositiveMinimum) : min}
      allowNegative={isStrictlyPositive ? false : allowNegative}
      {...props}
    />
  );
}
