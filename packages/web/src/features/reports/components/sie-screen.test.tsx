import type {
  AccrualVoucherView,
  ListVouchersResponse,
} from '@lonsam/domain/contracts/accounting/salary-vouchers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, plain, renderReport, scope } from './report-test-kit.tsx';
import { SieScreen } from './sie-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// S01 (docs/payroll-calculation.md): 7210 35 000 and 7510 10 997 against 1930 27 866, 2710 7 134, 2731 10 997.
const vouchers: ListVouchersResponse = {
  vouchers: [
    {
      runId: 'r1',
      runLabel: 'Lön januari 2026',
      period: '2026-01',
      date: '2026-01-25',
      text: 'Lön januari 2026, utbetalning 2026-01-25',
      series: 'L',
      number: 1,
      rows: [
        {
          account: '1930',
          accountName: 'Företagskonto',
          costCentre: null,
          project: null,
          amountOre: -2_786_600,
        },
        {
          account: '2710',
          accountName: 'Personalskatt',
          costCentre: null,
          project: null,
          amountOre: -713_400,
        },
        { account: '2731', accountName: 'Avräkning', costCentre: null, project: null, amountOre: -1_099_700 },
        { account: '7210', accountName: 'Löner', costCentre: '100', project: 'P1', amountOre: 3_500_000 },
        {
          account: '7510',
          accountName: 'Arbetsgivaravgifter',
          costCentre: '100',
          project: 'P1',
          amountOre: 1_099_700,
        },
      ],
      debitOre: 4_599_700,
      creditOre: 4_599_700,
    },
  ],
};

describe('Bokföring (SIE)', () => {
  it('shows the voucher balanced and downloads the month’s SIE file in the area’s role', async () => {
    const requests: { url: URL; role: string | null }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost/');
      requests.push({ url, role: new Headers(init?.headers).get('Employer-Identity-Role') });
      if (url.pathname.endsWith('/accounting/sie')) {
        return new Response(new Uint8Array([0x23, 0x46]), {
          headers: { 'content-type': 'application/octet-stream' },
        });
      }
      return new Response(JSON.stringify(vouchers), { headers: { 'content-type': 'application/json' } });
    });
    const blobs = captureDownloads();
    renderReport(<SieScreen />, '/reports/sie?period=2026-01');
    const table = await screen.findByRole('table', { name: 'Verifikation för Lön januari 2026' });
    expect(screen.getByText('Serie L 1, bokföringsdag 2026-01-25')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(plain(rows[4]?.textContent)).toBe('7210 Löner100P135 000,00 kr');
    expect(plain(rows.at(-1)?.textContent)).toBe('Summa45 997,00 kr45 997,00 kr');
    await userEvent.click(screen.getByRole('button', { name: 'Ladda ner SIE-fil' }));
    const download = requests.find((request) => request.url.pathname.endsWith('/accounting/sie'));
    expect(download?.url.pathname).toBe(`/api/employer/${scope.employerId}/accounting/sie`);
    expect(download?.url.searchParams.get('period')).toBe('2026-01');
    expect(download?.role).toBe(scope.roleId);
    expect(blobs).toHaveLength(1);
  });

  it('takes the month’s vacation accrual along when chosen, in the list and in the file', async () => {
    // Anna's liability rose 3 628,80 kr, contributions 31,42 % of it on the liability: 1 140,17 kr.
    const accrual: AccrualVoucherView = {
      period: '2026-01',
      date: '2026-01-31',
      text: 'Förändring semesterlöneskuld 2026-01',
      series: 'L',
      number: null,
      booked: false,
      rows: [
        {
          account: '2920',
          accountName: 'Upplupna semesterlöner',
          costCentre: null,
          project: null,
          amountOre: -362_880,
        },
        {
          account: '2941',
          accountName: 'Beräknade upplupna sociala avgifter',
          costCentre: null,
          project: null,
          amountOre: -114_017,
        },
        {
          account: '7290',
          accountName: 'Förändring av semesterlöneskuld',
          costCentre: '100',
          project: null,
          amountOre: 362_880,
        },
        {
          account: '7519',
          accountName: 'Sociala avgifter för semesterlöner',
          costCentre: '100',
          project: null,
          amountOre: 114_017,
        },
      ],
      debitOre: 476_897,
      creditOre: 476_897,
    };
    const urls: URL[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost/');
      urls.push(url);
      if (url.pathname.endsWith('/accounting/sie')) {
        return new Response(new Uint8Array([0x23, 0x46]), {
          headers: { 'content-type': 'application/octet-stream' },
        });
      }
      const body = url.searchParams.get('accrual') === 'true' ? { ...vouchers, accrual } : vouchers;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    const blobs = captureDownloads();
    renderReport(<SieScreen />, '/reports/sie?period=2026-01');
    await screen.findByRole('table', { name: 'Verifikation för Lön januari 2026' });
    expect(screen.queryByRole('table', { name: 'Periodisering av semesterlöneskuld' })).toBeNull();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Ta med periodiseringen av semesterskulden' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/reports/sie?period=2026-01&accrual=1');
    const table = await screen.findByRole('table', { name: 'Periodisering av semesterlöneskuld' });
    const rows = within(table).getAllByRole('row');
    expect(plain(rows[3]?.textContent)).toBe('7290 Förändring av semesterlöneskuld1003 628,80 kr');
    expect(plain(rows.at(-1)?.textContent)).toBe('Summa4 768,97 kr4 768,97 kr');
    expect(
      screen.getByText(
        'Inte bokförd ännu: får nästa nummer i serie L när SIE-filen laddas ner. Bokföringsdag 2026-01-31',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ladda ner SIE-fil' }));
    const download = urls.find((url) => url.pathname.endsWith('/accounting/sie'));
    expect(download?.searchParams.get('period')).toBe('2026-01');
    expect(download?.searchParams.get('accrual')).toBe('true');
    expect(blobs).toHaveLength(1);
  });

  it('says in Swedish why a month that has not ended cannot be booked', async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost/');
      if (url.pathname.endsWith('/accounting/sie')) {
        return new Response(
          JSON.stringify({
            status: 409,
            code: 'SIE_ACCRUAL_MONTH_OPEN',
            detail: 'The month has not ended yet.',
          }),
          {
            status: 409,
            headers: { 'content-type': 'application/problem+json' },
          },
        );
      }
      return new Response(JSON.stringify({ ...vouchers, accrual: null }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderReport(<SieScreen />, '/reports/sie?period=2026-01&accrual=1');
    expect(
      await screen.findByText(
        'Semesterskulden ändrades inte under månaden, så det finns ingen periodisering att bokföra.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ladda ner SIE-fil' }));
    expect(
      await screen.findByText(
        'Månaden är inte slut än. Periodiseringen av semesterskulden kan laddas ner från månadens sista dag.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/has not ended/)).toBeNull();
  });
});

describe('Bokföring (SIE) for a span of months', () => {
  const march = {
    ...vouchers.vouchers[0]!,
    runId: 'r3',
    runLabel: 'Lön mars 2026',
    period: '2026-03',
    date: '2026-03-25',
    text: 'Lön mars 2026, utbetalning 2026-03-25',
    number: 3,
  };

  function stubSpan(): URL[] {
    const urls: URL[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost/');
      urls.push(url);
      if (url.pathname.endsWith('/accounting/sie')) {
        return new Response(new Uint8Array([0x23, 0x46]), {
          headers: { 'content-type': 'application/octet-stream' },
        });
      }
      const body = url.searchParams.has('from') ? { vouchers: [...vouchers.vouchers, march] } : vouchers;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    return urls;
  }

  it('asks for the months from the first to the last and downloads them as one file', async () => {
    const urls = stubSpan();
    const blobs = captureDownloads();
    renderReport(<SieScreen />, '/reports/sie?period=2026-01');
    await screen.findByRole('table', { name: 'Verifikation för Lön januari 2026' });
    fireEvent.change(screen.getByLabelText('Till och med månad'), { target: { value: '2026-03' } });
    expect(screen.getByTestId('location').textContent).toBe('/reports/sie?period=2026-01&to=2026-03');
    await screen.findByRole('table', { name: 'Verifikation för Lön mars 2026' });
    const list = urls.filter((url) => url.pathname.endsWith('/accounting/vouchers')).at(-1);
    expect([
      list?.searchParams.get('from'),
      list?.searchParams.get('to'),
      list?.searchParams.has('period'),
    ]).toEqual(['2026-01', '2026-03', false]);
    await userEvent.click(screen.getByRole('button', { name: 'Ladda ner SIE-fil' }));
    const download = urls.find((url) => url.pathname.endsWith('/accounting/sie'));
    expect(download?.searchParams.get('from')).toBe('2026-01');
    expect(download?.searchParams.get('to')).toBe('2026-03');
    expect(download?.searchParams.has('period')).toBe(false);
    expect(blobs).toHaveLength(1);
  });

  it('says in Swedish when the last month is before the first, and asks nothing', async () => {
    const urls = stubSpan();
    renderReport(<SieScreen />, '/reports/sie?period=2026-03&to=2026-01');
    expect(
      await screen.findByText('Till och med-månaden kan inte vara före från och med-månaden.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ladda ner SIE-fil' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).toEqual([]);
  });

  it('says in Swedish when the months cross into another financial year', async () => {
    const urls = stubSpan();
    renderReport(<SieScreen />, '/reports/sie?period=2025-12&to=2026-01');
    expect(
      await screen.findByText(
        'Månaderna måste ligga inom samma räkenskapsår (januari–december). Exportera ett år i taget.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ladda ner SIE-fil' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).toEqual([]);
  });

  it('shows the server’s refusal of a span in Swedish, never its English detail', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            status: 422,
            code: 'SIE_SPAN_CROSSES_YEAR',
            detail: 'The months must lie within one financial year.',
          }),
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        ),
    );
    renderReport(<SieScreen />, '/reports/sie?period=2026-01&to=2026-02');
    await waitFor(() =>
      expect(
        screen.getByText(
          'Månaderna måste ligga inom samma räkenskapsår (januari–december). Exportera ett år i taget.',
        ),
      ).toBeTruthy(),
    );
    expect(screen.queryByText(/financial year/)).toBeNull();
  });

  it('lists each month’s accrual voucher of the span when chosen', async () => {
    const accrual = (period: string, date: string) => ({
      period,
      date,
      text: `Förändring semesterlöneskuld ${period}`,
      series: 'L',
      number: null,
      booked: false,
      rows: [
        {
          account: '2920',
          accountName: 'Upplupna semesterlöner',
          costCentre: null,
          project: null,
          amountOre: -100,
        },
        { account: '7290', accountName: 'Förändring', costCentre: null, project: null, amountOre: 100 },
      ],
      debitOre: 100,
      creditOre: 100,
    });
    const urls: URL[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost/');
      urls.push(url);
      const body = {
        vouchers: vouchers.vouchers,
        accruals: [accrual('2026-01', '2026-01-31'), accrual('2026-02', '2026-02-28')],
      };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    renderReport(<SieScreen />, '/reports/sie?period=2026-01&to=2026-02&accrual=1');
    expect(
      await screen.findByRole('table', { name: 'Periodisering av semesterlöneskuld 2026-01' }),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Periodisering av semesterlöneskuld 2026-02' })).toBeTruthy();
    expect(urls.at(-1)?.searchParams.get('accrual')).toBe('true');
  });
});
