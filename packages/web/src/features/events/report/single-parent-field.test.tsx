import { ABSENCE_TYPES, type AbsencePayload } from '@lonsam/domain/events/event-schema';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AbsenceFields } from './absence-fields.tsx';
import { type AbsenceValues, emptyValues, toPayload, valuesFromPayload } from './form-values.ts';
import { renderReportUi } from './report-test-kit.tsx';

// Parental leave asks, next to the child's birth date, whether the parent is single for the child:
// the leave then earns vacation for up to 180 days of the earning year instead of 120
// (semesterlagen 17 §; docs/vacation.md *Earning*). Sent only when ticked, for parental leave only.

const LABEL = 'Ensamstående förälder (180 dagar semesterlönegrundande)';
const absence = (absenceType: AbsenceValues['absenceType'], more: Partial<AbsenceValues> = {}) =>
  ({ ...emptyValues('absence', '2026-05-04'), absenceType, ...more }) as AbsenceValues;

describe('the single-parent tick box', () => {
  it('is offered for parental leave and passes a tick on', () => {
    const onChange = vi.fn();
    renderReportUi(
      <AbsenceFields
        values={absence('parental-leave')}
        errors={{}}
        onChange={onChange}
        allowedTypes={ABSENCE_TYPES}
      />,
    );
    const box = screen.getByLabelText(LABEL);
    expect(box).not.toBeChecked();
    expect(screen.getByText(/högst 180 dagar per intjänandeår i stället för 120/)).toBeInTheDocument();
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith({ singleParent: true });
  });

  it('is not offered for sick leave', () => {
    renderReportUi(
      <AbsenceFields values={absence('sick')} errors={{}} onChange={() => {}} allowedTypes={ABSENCE_TYPES} />,
    );
    expect(screen.queryByLabelText(LABEL)).toBeNull();
  });

  it('is sent with parental leave when ticked, and read back when the event is changed', () => {
    const sent = (values: AbsenceValues) => toPayload(values).payload as AbsencePayload | undefined;
    const ticked = absence('parental-leave', { childBirthDate: '2025-11-03', singleParent: true });
    expect(sent(ticked)).toMatchObject({ childBirthDate: '2025-11-03', singleParent: true });
    // Not ticked: nothing sent (the leave has the 120 days).
    expect(sent({ ...ticked, singleParent: false })?.singleParent).toBeUndefined();
    // Ticked before the type was changed to VAB: not sent, the flag is parental leave's.
    expect(sent({ ...ticked, absenceType: 'vab' })?.singleParent).toBeUndefined();
    const stored = valuesFromPayload('absence', { ...sent(ticked) }, '2026-05-04');
    expect(stored).toMatchObject({ absenceType: 'parental-leave', singleParent: true });
    expect(valuesFromPayload('absence', { absenceType: 'parental-leave' }, '2026-05-04')).toMatchObject({
      singleParent: false,
    });
  });
});
