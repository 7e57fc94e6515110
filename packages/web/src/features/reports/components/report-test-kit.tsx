import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import svReports from '../../../../public/locales/sv-SE/reports.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';

export const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A report screen at `url` with the real Swedish `reports` texts. */
export function renderReport(ui: ReactElement, url: string) {
  return renderFeatureUi(
    <MemoryRouter initialEntries={[url]}>
      <EmployerScopeProvider value={scope}>
        <Routes>
          <Route path="/reports/:report" element={ui} />
        </Routes>
        <LocationProbe />
      </EmployerScopeProvider>
    </MemoryRouter>,
    { reports: svReports },
  );
}

/** Stubs fetch: records each URL (path and query) and answers JSON from `answer`. */
export function stubReports(answer: (url: URL) => unknown): URL[] {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
    urls.push(url);
    return new Response(JSON.stringify(answer(url)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return urls;
}

/** Captures what a CSV button saves: the object URL's blob. */
export function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:test';
      },
      revokeObjectURL: () => {},
    }),
  );
  return blobs;
}

export const plain = (text: string | null | undefined) =>
  (text ?? '').replaceAll('\u00a0', ' ').replaceAll('\u2212', '-');
