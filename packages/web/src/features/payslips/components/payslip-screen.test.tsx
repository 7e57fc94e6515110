import {
  SAMPLE_PAYSLIP_IDS,
  samplePayslipDetail,
  samplePayslipResult,
} from '@lonsam/domain/documents/payslip-detail-sample';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problem, stubApi } from '../../../testing/render-feature-ui.tsx';
import { PayslipScreen } from './payslip-screen.tsx';
import { plain, renderPayslipUi, scope } from './payslips-test-kit.tsx';

const id = SAMPLE_PAYSLIP_IDS.payslipId;
const url = `/payslips/${id}`;
const detailPath = `/api/employer/${scope.employerId}/payslips/${id}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function rowTexts(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')]
        .map((cell) => plain(cell.textContent))
        .filter(Boolean)
        .join(' | '),
    );
}

describe('a payslip page', () => {
  // The sample is reference scenario S09 plus a 649 kr expense (domain payslip-detail-sample.ts):
  // 45 000 kr salary, car benefit 6 906 kr, tax 12 362 kr (table 33 column 1), net 33 287 kr.
  it('shows what a Swedish payslip shows: employer, employee, period, lines, totals, tax rule, account', async () => {
    stubApi(() => samplePayslipDetail());
    renderPayslipUi(<PayslipScreen payslipId={id} />, url);
    expect(await screen.findByRole('heading', { name: 'Lönespecifikation' })).toBeTruthy();
    expect(screen.getByText('Fjällbäckens Snickeri AB')).toBeTruthy();
    expect(screen.getByText('Org.nr 556026-9986')).toBeTruthy();
    const facts = plain(document.body.textContent);
    for (const text of [
      'AnställdÅsa Öberg-Ärlig',
      'Personnummer19820225-2386',
      'Löneperiod2026-03-01 – 2026-03-31',
      'Utbetalningsdag2026-03-25',
      'Skatt beräknad enligtSkattetabell 33, kolumn 1',
      'Utbetalas tillSwedbank ···· 7891',
    ])
      expect(facts).toContain(text);
    expect(plain(screen.getByTestId('payslip-net').textContent)).toBe('33 287,00 kr');
    expect(rowTexts(screen.getByRole('table', { name: 'Lönerader och summor' }))).toEqual([
      'Löneart | Avser | Antal | À-pris | Belopp',
      'Månadslön | 1 mån | 45 000,00 kr | 45 000,00 kr',
      'Bilförmån | 2026-03-01 | 1 mån | 6 906,00 kr | 6 906,00 kr',
      'Utlägg | 2026-03-16 | 649,00 kr',
      'Bruttolön | 45 000,00 kr',
      'Skattepliktiga förmåner | 6 906,00 kr',
      'Skatteunderlag | 51 906,00 kr',
      'Preliminärskatt | −12 362,00 kr',
      'Skattefria ersättningar | 649,00 kr',
      'Att utbetala | 33 287,00 kr',
    ]);
  });

  it('on a phone lists each line with its amount, the days, quantity and rate beneath, then the totals', async () => {
    stubApi(() => samplePayslipDetail());
    renderPayslipUi(<PayslipScreen payslipId={id} />, url);
    // jsdom applies the stylesheet's min-width rules as if wide, so the phone's list counts as hidden.
    const lines = await screen.findByRole('list', { name: 'Lönerader och summor', hidden: true });
    expect(
      within(lines)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => plain(item.textContent)),
    ).toEqual([
      'Månadslön45 000,00 kr1 mån × 45 000,00 kr',
      'Bilförmån6 906,00 kr2026-03-01 · 1 mån × 6 906,00 kr',
      'Utlägg649,00 kr2026-03-16',
    ]);
  });

  it('shows year to date, vacation days left and the flex balance, and no employer costs to an employee', async () => {
    stubApi(() => samplePayslipDetail());
    renderPayslipUi(<PayslipScreen payslipId={id} />, url);
    const ytd = await screen.findByRole('region', { name: 'Hittills i år' });
    expect(plain(ytd.textContent)).toBe(
      'Hittills i årBruttolön135 000,00 krPreliminärskatt37 086,00 krFörmåner20 718,00 kr',
    );
    const balances = screen.getByRole('region', { name: 'Semester och saldon' });
    expect(plain(balances.textContent)).toContain('Semesterdagar kvar12');
    expect(plain(balances.textContent)).toContain('Flex (timmar)3,5');
    expect(screen.queryByText('Arbetsgivaravgifter')).toBeNull();
  });

  it("shows the employer contributions when the server gives them (the admin's view) and marks a preliminary payslip", async () => {
    stubApi(() => samplePayslipDetail({ employerContributions: true, completed: false }));
    renderPayslipUi(<PayslipScreen payslipId={id} />, url);
    const employer = await screen.findByRole('region', { name: 'För arbetsgivaren' });
    expect(plain(employer.textContent)).toContain('Arbetsgivaravgifter16 308,00 kr');
    expect(screen.getByRole('heading', { name: 'Lönespecifikation (preliminär)' })).toBeTruthy();
    expect(screen.getByText(/lönekörningen är inte slutförd/)).toBeTruthy();
  });

  it('names the run a correction line corrects, under the line and on a phone', async () => {
    // The sample's 649 kr expense as a correction run's line correcting March's completed payslip.
    const result = samplePayslipResult();
    result.lines = result.lines.map((line) =>
      line.code === '720'
        ? {
            ...line,
            corrects: {
              runId: SAMPLE_PAYSLIP_IDS.runId,
              runLabel: 'Lön mars 2026',
              payslipId: SAMPLE_PAYSLIP_IDS.payslipId,
              lineNo: null,
              period: '2026-03',
              payDate: '2026-03-25',
            },
          }
        : line,
    );
    stubApi(() => samplePayslipDetail({ result }));
    renderPayslipUi(<PayslipScreen payslipId={id} />, url);
    const table = await screen.findByRole('table', { name: 'Lönerader och summor' });
    expect(rowTexts(table)).toContain('UtläggRättelse av Lön mars 2026 | 2026-03-16 | 649,00 kr');
    expect(rowTexts(table)).toContain('Månadslön | 1 mån | 45 000,00 kr | 45 000,00 kr');
    const lines = screen.getByRole('list', { name: 'Lönerader och summor', hidden: true });
    expect(
      within(lines)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => plain(item.textContent)),
    ).toContain('Utlägg649,00 krRättelse av Lön mars 2026 · 2026-03-16');
  });

  it("lists a preliminary payslip's problems from the calculation (in Swedish, as the server words them)", async () => {
    const detail = samplePayslipDetail({ completed: false });
    const problems = [{ code: 'ZERO_NET', severity: 'warning', message: 'Nettolönen är 0 kr' }];
    stubApi(() => ({ ...detail, problems }));
    renderPayslipUi(<PayslipScreen payslipId={id} />, url);
    expect(await screen.findByText('Att kontrollera')).toBeTruthy();
    expect(screen.getByText('Nettolönen är 0 kr')).toBeTruthy();
  });

  it('says the payslip is not there for a 404 (someone else’s or missing), with the way back', async () => {
    stubApi(() => problem(404, { code: 'PAYSLIP_NOT_FOUND' }));
    renderPayslipUi(
      <PayslipScreen payslipId={id} backTo={{ to: '/payslips', label: 'Alla lönespecifikationer' }} />,
      url,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Lönespecifikationen finns inte eller så får du inte se den.',
    );
    await userEvent.click(screen.getByRole('link', { name: /Alla lönespecifikationer/ }));
    expect(screen.getByTestId('location').textContent).toBe('/payslips');
  });

  describe('the PDF button', () => {
    let saved: { name: string; blob: Blob }[];
    beforeEach(() => {
      saved = [];
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: (blob: Blob) => `blob:${saved.push({ name: '', blob })}`,
          revokeObjectURL: () => {},
        }),
      );
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        const last = saved.at(-1);
        if (last) last.name = this.download;
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("fetches the payslip's PDF in the area's role and saves it under the period and name", async () => {
      const requests = stubApi((request) =>
        request.path.endsWith('/pdf')
          ? new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
              headers: { 'content-type': 'application/pdf' },
            })
          : samplePayslipDetail(),
      );
      renderPayslipUi(<PayslipScreen payslipId={id} />, url);
      await userEvent.click(await screen.findByRole('button', { name: 'Ladda ned PDF' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(requests.map((request) => request.path)).toEqual([detailPath, `${detailPath}/pdf`]);
      expect(saved[0]?.name).toBe('lönespecifikation-2026-03-Åsa Öberg-Ärlig.pdf');
      expect(saved[0]?.blob.type).toBe('application/pdf');
    });

    it('says so when the PDF cannot be fetched', async () => {
      stubApi((request) =>
        request.path.endsWith('/pdf') ? problem(404, { code: 'PAYSLIP_NOT_FOUND' }) : samplePayslipDetail(),
      );
      renderPayslipUi(<PayslipScreen payslipId={id} />, url);
      await userEvent.click(await screen.findByRole('button', { name: 'Ladda ned PDF' }));
      expect((await screen.findByRole('alert')).textContent).toBe('PDF:en kunde inte hämtas. Försök igen.');
      expect(saved).toHaveLength(0);
    });
  });
});
