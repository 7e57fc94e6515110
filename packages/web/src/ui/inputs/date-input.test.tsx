import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { DateInput, maxSelectableDate, trimToCalendarDate } from './date-input.tsx';

describe('DateInput', () => {
  it('offers dates up to 9999-12-01', () => {
    renderWithUi(<DateInput label="Startdatum" value="" onChange={() => {}} />);
    expect(maxSelectableDate).toBe('9999-12-01');
    expect(screen.getByLabelText('Startdatum')).toHaveAttribute('max', '9999-12-01');
    expect(screen.getByLabelText('Startdatum')).toHaveAttribute('type', 'date');
  });

  it('shows a timestamp value as its date', () => {
    renderWithUi(<DateInput label="Startdatum" value="2026-03-01T00:00:00+01:00" onChange={() => {}} />);
    expect(screen.getByLabelText('Startdatum')).toHaveValue('2026-03-01');
  });

  it('reports the value trimmed to 10 characters', () => {
    const onChange = vi.fn();
    renderWithUi(<DateInput label="Startdatum" value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Startdatum'), { target: { value: '2026-05-17' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-05-17');
    expect(trimToCalendarDate('202605-17-01')).toBe('202605-17-');
    expect(trimToCalendarDate('2026-05-17T10:00')).toBe('2026-05-17');
  });
});
