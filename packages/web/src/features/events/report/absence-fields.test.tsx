import { ABSENCE_TYPES } from '@lonsam/domain/events/event-schema';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AbsenceFields } from './absence-fields.tsx';
import { type AbsenceValues, emptyValues } from './form-values.ts';
import { renderReportUi } from './report-test-kit.tsx';

// Parental leave asks for the child's birth date (optional): the vacation-earning limit of
// 120 days is per child (docs/vacation.md *Earning*). Other absence does not ask.

const absence = (absenceType: AbsenceValues['absenceType']) =>
  ({ ...emptyValues('absence', '2026-05-04'), absenceType }) as AbsenceValues;

describe('AbsenceFields', () => {
  it('asks for the child’s birth date for parental leave and passes what is typed on', () => {
    const onChange = vi.fn();
    renderReportUi(
      <AbsenceFields
        values={absence('parental-leave')}
        errors={{}}
        onChange={onChange}
        allowedTypes={ABSENCE_TYPES}
      />,
    );
    const field = screen.getByLabelText('Barnets födelsedatum');
    expect(screen.getByText(/högst 120 dagar per barn/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '20251103' } });
    expect(onChange).toHaveBeenLastCalledWith({ childBirthDate: '2025-11-03' });
  });

  it('does not ask for a child for sick leave', () => {
    renderReportUi(
      <AbsenceFields values={absence('sick')} errors={{}} onChange={() => {}} allowedTypes={ABSENCE_TYPES} />,
    );
    expect(screen.queryByLabelText('Barnets födelsedatum')).toBeNull();
  });
});
