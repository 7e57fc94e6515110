import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { DateInput, formatTypedDate, trimToCalendarDate } from './date-input.tsx';

function ControlledDateInput({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <DateInput
      label="Startdatum"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateInput', () => {
  it('shows ÅÅÅÅ-MM-DD whatever the browser language, not the native mm/dd/yyyy picker', () => {
    renderWithUi(<DateInput label="Startdatum" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('Startdatum');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'ÅÅÅÅ-MM-DD');
    expect(input).toHaveAttribute('maxlength', '10');
  });

  it('shows a timestamp value as its date', () => {
    renderWithUi(<DateInput label="Startdatum" value="2026-03-01T00:00:00+01:00" onChange={() => {}} />);
    expect(screen.getByLabelText('Startdatum')).toHaveValue('2026-03-01');
  });

  it('puts the dashes in while typing digits', async () => {
    const onValue = vi.fn();
    renderWithUi(<ControlledDateInput onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Startdatum'), '20260517');
    expect(screen.getByLabelText('Startdatum')).toHaveValue('2026-05-17');
    expect(onValue).toHaveBeenLastCalledWith('2026-05-17');
  });

  it('takes a pasted or filled date with dashes as it is', () => {
    const onChange = vi.fn();
    renderWithUi(<DateInput label="Startdatum" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Startdatum'), { target: { value: '2026-05-17' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-05-17');
  });

  it('formats typed text and trims timestamps', () => {
    expect(formatTypedDate('2026')).toBe('2026');
    expect(formatTypedDate('2026-')).toBe('2026-');
    expect(formatTypedDate('20260')).toBe('2026-0');
    expect(formatTypedDate('2026-05-')).toBe('2026-05-');
    expect(formatTypedDate('2026/05/17')).toBe('2026-05-17');
    expect(formatTypedDate('2026-05-1799')).toBe('2026-05-17');
    expect(formatTypedDate('')).toBe('');
    expect(trimToCalendarDate('2026-05-17T10:00')).toBe('2026-05-17');
  });
});
