import type {
  JournalResponse,
  TaxesResponse,
  VacationLiabilityResponse,
} from '@lonsam/domain/contracts/reports/report-shapes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JournalScreen } from './journal-screen.tsx';
import { renderReport, scope } from './report-test-kit.tsx';
import { TaxesScreen } from './taxes-screen.tsx';
import { VacationLiabilityScreen } from './vacation-liability-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// S01 (docs/payroll-calculation.md): gross 35 000, tax 7 134, net 27 866, contributions 10 997.
const amounts = {
  grossOre: 3_500_000,
  benefitsOre: 0,
  taxOre: 713_400,
  netDeductionsOre: 0,
  taxFreeOre: 0,
  netOre: 2_786_600,
  contributionsOre: 1_099_700,
};
const journal: JournalResponse = {
  runs: [{ id: 'r1', label: 'Lön januari 2026', payDate: '2026-01-25', totals: amounts }],
  rows: [{ payslipId: 'p1', runId: 'r1', employeeName: 'Åsa Öberg', costCentre: '100', ...amounts }],
  totals: amounts,
};
// 7 134 + 10 997 = 18 131 kr.
const taxes: TaxesResponse = {
  months: [
    {
      period: '2026-01',
      runCount: 1,
      taxOre: 713_400,
      contributionsOre: 1_099_700,
      toPayOre: 1_813_100,
      declarationDueDate: '2026-02-12',
      paymentDueDate: '2026-02-12',
    },
  ],
};
// 2 days × 1 890 kr = 3 780 kr, 31,42 % → 1 187,68 kr; nothing changed since the month before.
const liability: VacationLiabilityResponse = {
  date: '2026-02-28',
  contributionRateBasisPoints: 3142,
  rows: [
    {
      employmentId: 'e1',
      employeeName: 'Åsa Öberg',
      costCentre: null,
      project: null,
      rule: 'sammaloneregeln',
      days: 2,
      dayValueOre: 189_000,
      amountOre: 378_000,
      contributionsOre: 118_768,
      totalOre: 496_768,
    },
  ],
  totals: { days: 2, amountOre: 378_000, contributionsOre: 118_768, totalOre: 496_768 },
  accrual: {
    previousDate: '2026-01-31',
    previousTotals: { days: 2, amountOre: 378_000, contributionsOre: 118_768, totalOre: 496_768 },
    text: 'Förändring semesterlöneskuld 2026-02',
    rows: [],
  },
};

type Request = { url: URL; accept: string | null };

/** The report's JSON, and for a path ending in /pdf a PDF (or the given failure). */
function stubServer(report: unknown, pdfStatus = 200): Request[] {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
    requests.push({ url, accept: new Headers(init?.headers).get('accept') });
    if (!url.pathname.endsWith('/pdf')) {
      return new Response(JSON.stringify(report), { headers: { 'content-type': 'application/json' } });
    }
    if (pdfStatus !== 200) {
      return new Response(JSON.stringify({ status: pdfStatus, code: 'INTERNAL' }), {
        status: pdfStatus,
        headers: { 'content-type': 'application/problem+json' },
      });
    }
    return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
      headers: { 'content-type': 'application/pdf' },
    });
  });
  return requests;
}

/** What the button saves: the file name the link offers and the blob behind it. */
function captureSaves(): { name: string; blob: Blob | undefined }[] {
  const saved: { name: string; blob: Blob | undefined }[] = [];
  let last: Blob | undefined;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        last = blob;
        return 'blob:test';
      },
      revokeObjectURL: () => {},
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last });
  });
  return saved;
}

const base = `/api/employer/${scope.employerId}`;

describe('Ladda ner PDF', () => {
  it.each([
    [
      'Lönejournal',
      <JournalScreen key="j" />,
      '/reports/journal?period=2026-01',
      journal,
      '/reports/journal/pdf',
      'period',
      '2026-01',
      'lönejournal-2026-01.pdf',
    ],
    [
      'Skatter och avgifter',
      <TaxesScreen key="t" />,
      '/reports/taxes?year=2026',
      taxes,
      '/reports/taxes/pdf',
      'year',
      '2026',
      'skatter-och-avgifter-2026.pdf',
    ],
    [
      'Semesterskuld',
      <VacationLiabilityScreen key="v" />,
      '/reports/vacation-liability?date=2026-02-28',
      liability,
      '/reports/vacation-liability/pdf',
      'date',
      '2026-02-28',
      'semesterskuld-2026-02-28.pdf',
    ],
  ])(
    '%s: asks the server for the PDF of the filter shown and saves it',
    async (_name, ui, url, report, pdfPath, key, value, fileName) => {
      const requests = stubServer(report);
      const saved = captureSaves();
      renderReport(ui, url);
      // Beside the CSV export, once the report has rows.
      await screen.findByRole('button', { name: 'Exportera CSV' });
      await userEvent.click(screen.getByRole('button', { name: 'Ladda ner PDF' }));
      await vi.waitFor(() => expect(saved).toHaveLength(1));
      const request = requests.at(-1)!;
      expect(request.url.pathname).toBe(`${base}${pdfPath}`);
      expect(request.url.searchParams.get(key)).toBe(value);
      expect(request.accept).toBe('application/pdf');
      expect(saved[0]?.name).toBe(fileName);
      expect(saved[0]?.blob?.type).toBe('application/pdf');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('says so in Swedish when the PDF cannot be made, and saves nothing', async () => {
    stubServer(journal, 500);
    const saved = captureSaves();
    renderReport(<JournalScreen />, '/reports/journal?period=2026-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Ladda ner PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'PDF:en kunde inte skapas. Försök igen om en stund.',
    );
    expect(saved).toEqual([]);
  });

  it('is not offered for a month without runs', async () => {
    stubServer({ runs: [], rows: [], totals: amounts });
    renderReport(<JournalScreen />, '/reports/journal?period=2025-06');
    await screen.findByText('Ingen slutförd lönekörning betalades ut den månaden.');
    expect(screen.queryByRole('button', { name: 'Ladda ner PDF' })).toBeNull();
  });
});
