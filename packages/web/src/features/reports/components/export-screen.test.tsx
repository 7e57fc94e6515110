import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportScreen } from './export-screen.tsx';
import { captureDownloads, renderReport, scope } from './report-test-kit.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Dataexport', () => {
  it('asks for the chosen data and months and saves the CSV with its byte order mark', async () => {
    const urls: URL[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      urls.push(new URL(String(input), 'http://localhost/'));
      return new Response('\uFEFFid;fornamn\r\n1;Åsa\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    });
    const blobs = captureDownloads();
    renderReport(<ExportScreen />, '/reports/export?dataset=employees&from=2026-01&to=2026-03');
    await userEvent.click(await screen.findByRole('button', { name: 'Hämta CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(urls[0]?.pathname).toBe(`/api/employer/${scope.employerId}/reports/export`);
    const params = urls[0]!.searchParams;
    expect([params.get('dataset'), params.get('from'), params.get('to')]).toEqual([
      'employees',
      '2026-01',
      '2026-03',
    ]);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobs[0]!.text()).toContain('1;Åsa');
  });
});
