import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { EVENT_NOTE_CODES, type EventNoteCode, eventNote } from '@lonsam/domain/events/event-notes';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enExpression from '../../../../public/locales/en-GB/expression.json';
import enTransaction from '../../../../public/locales/en-GB/transaction.json';
import svExpression from '../../../../public/locales/sv-SE/expression.json';
import svTransaction from '../../../../public/locales/sv-SE/transaction.json';
import { EffectPreview } from './effect-preview.tsx';
import { noteText } from './note-text.ts';

function createI18n(language: 'sv-SE' | 'en-GB') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    ns: ['transaction', 'expression'],
    defaultNS: 'transaction',
    resources: {
      'sv-SE': { transaction: svTransaction, expression: svExpression },
      'en-GB': { transaction: enTransaction, expression: enExpression },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

// One set of parameters per code, as the domain's rules give them.
const SAMPLE_PARAMS: Record<EventNoteCode, Record<string, string | number>> = {
  'sick-period-day': { day: 1 },
  'sick-period-days': { first: 1, last: 15 },
  'sick-period-continued-day': { day: 2, periodStart: '2026-03-02' },
  'sick-period-continued-days': { first: 4, last: 5, periodStart: '2026-03-02' },
  'sick-karens': { hours: 7.5, targetHours: 8, weeklyHours: 40 },
  'sick-no-karens': {},
  'sick-certificate-needed': { from: '2026-03-09' },
  'sick-certificate-handed-in': {},
  'sick-beyond-day-14': { from: '2026-03-16' },
  'absence-agi-report': {},
  'travel-day-trip': {},
  'travel-within-50-km': {},
  'travel-foreign': { country: 'DE', year: '2026' },
  'travel-night-allowance': { nights: 2 },
  'travel-after-three-months': { from: '2026-04-05' },
  'travel-after-two-years': { from: '2028-01-05' },
  'travel-missing-tax-free-amounts': { year: '2024', date: '2024-06-10' },
  'travel-no-company-rate': { date: '2024-06-10' },
};

describe('the rules’ notes through the expression namespace', () => {
  const sv = createI18n('sv-SE');
  const en = createI18n('en-GB');
  const svT = sv.getFixedT('sv-SE', 'transaction') as TFunction;
  const enT = en.getFixedT('en-GB', 'transaction') as TFunction;

  it('has every code in sv-SE as the domain writes it, and in en-GB', () => {
    for (const code of EVENT_NOTE_CODES) {
      const note = eventNote(code, SAMPLE_PARAMS[code]);
      // The Swedish file says what the server's `message` says, so the two never drift apart.
      expect(noteText(note, svT, 'sv-SE')).toBe(note.message);
      const english = noteText(note, enT, 'en-GB');
      expect(english, code).not.toBe(note.message);
      expect(english, code).not.toMatch(/\{\{|notes\./);
    }
  });

  it('puts dates and numbers in the reader’s language', () => {
    const karens = eventNote('sick-karens', { hours: 7.5, targetHours: 8, weeklyHours: 40 });
    expect(noteText(karens, svT, 'sv-SE')).toContain('Karensavdrag 7,5 av 8 timmar');
    expect(noteText(karens, enT, 'en-GB')).toContain('7.5 of 8 hours');
    const nights = eventNote('travel-night-allowance', { nights: 1 });
    expect(noteText(nights, enT, 'en-GB')).toBe(
      'Night allowance for 1 night: the employer did not pay for the lodging',
    );
    expect(noteText(nights, svT, 'sv-SE')).toBe(nights.message);
  });

  it('falls back to the server’s Swedish text for a code the files do not know', () => {
    const unknown = { code: 'sick-new-rule', params: {}, message: 'En ny regel' } as never;
    expect(noteText(unknown, enT, 'en-GB')).toBe('En ny regel');
  });
});

describe('the effect preview in English', () => {
  it('shows the sick period’s notes in en-GB, not the server’s Swedish', () => {
    const effect: EventView['effect'] = {
      hours: 64,
      days: 8,
      amountOre: null,
      sickPeriod: {
        periodStart: '2026-03-02',
        firstDay: 1,
        lastDay: 8,
        karens: true,
        certificateNeeded: true,
        beyondDay14: false,
      },
      travel: null,
      notes: [
        eventNote('sick-period-days', { first: 1, last: 8 }),
        eventNote('sick-certificate-needed', { from: '2026-03-09' }),
      ],
    };
    render(
      <I18nextProvider i18n={createI18n('en-GB')}>
        <MantineProvider env="test">
          <EffectPreview preview={{ effect, problems: [] }} isLoading={false} isComplete />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByText("A doctor's certificate is needed from day 8 (9 March 2026)")).toBeTruthy();
    expect(screen.getByText('Days 1–8 of the sick period')).toBeTruthy();
    expect(screen.queryByText(/Läkarintyg/)).toBeNull();
  });
});
