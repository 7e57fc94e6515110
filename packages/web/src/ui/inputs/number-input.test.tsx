import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { NumberInput, type NumberInputProps } from './number-input.tsx';

function Controlled(props: NumberInputProps & { onValue: (value: number | string) => void }) {
  const { onValue, ...rest } = props;
  const [value, setValue] = useState<number | string>('');
  return (
    <NumberInput
      label="Belopp"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      {...rest}
    />
  );
}

describe('NumberInput', () => {
  it('writes Swedish numbers: decimal comma, space between thousands, 2 decimals', async () => {
    const onValue = vi.fn();
    renderWithUi(<Controlled onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Belopp' });
    await userEvent.type(input, '12345.678');
    expect(input).toHaveValue('12\u00a0345,67');
    expect(onValue).toHaveBeenLastCalledWith(12345.67);
  });

  it('accepts another number of decimals', async () => {
    const onValue = vi.fn();
    renderWithUi(<Controlled onValue={onValue} decimalScale={0} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Belopp' }), '7,5');
    expect(onValue).toHaveBeenLastCalledWith(75);
  });

  it('raises a strictly positive field to 0.001 and refuses a minus sign', async () => {
    const onValue = vi.fn();
    renderWithUi(<Controlled onValue={onValue} isStrictlyPositive decimalScale={3} />);
    const input = screen.getByRole('textbox', { name: 'Belopp' });
    await userEvent.type(input, '-0');
    expect(input).toHaveValue('0');
    fireEvent.blur(input);
    expect(input).toHaveValue('0,001');
    expect(onValue).toHaveBeenLastCalledWith(0.001);
  });

  it('allows negative numbers unless told otherwise', async () => {
    const onValue = vi.fn();
    renderWithUi(<Controlled onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Belopp' }), '-5');
    expect(onValue).toHaveBeenLastCalledWith(-5);
  });
});
