import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svReports from '../../../../public/locales/sv-SE/reports.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import { ComparisonRoute } from '../routes/report-screens.tsx';
import { ReportIndex } from './report-index.tsx';
import { scope } from './report-test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Records every request; answers 500 (what the screen shows of an answer is not under test here). */
function recordRequests(): URL[] {
  const urls: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(new URL(String(input), 'http://localhost/'));
    return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
  });
  return urls;
}

function renderAt(address: string, privileges: PrivilegeId[]) {
  const router = createMemoryRouter(
    [
      { path: '/admin/reports', element: <ReportIndex /> },
      { path: '/admin/reports/comparison', element: <ComparisonRoute /> },
    ],
    { initialEntries: [address] },
  );
  renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider
        value={{ isLoading: false, isDebug: false, entries: privileges.map((id) => ({ id })) }}
      >
        <RouterProvider router={router} />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { reports: svReports },
  );
}

describe('the admin’s Rapporter and the 12-month comparisons', () => {
  it('links to the comparisons with Analytics.Advanced, with a description', () => {
    renderAt('/admin/reports', ['Analytics.Advanced']);
    const link = screen.getByRole('link', { name: 'Jämförelse med året innan' });
    expect(link.getAttribute('href')).toBe('/admin/reports/comparison');
    expect(
      screen.getByText(
        'Lönekostnad, frånvaro och antal anställda de senaste tolv månaderna jämfört med samma månader året innan.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Din roll har inga rapporter här.')).toBeNull();
  });

  it('has no such link without it, though other reports are linked', () => {
    renderAt('/admin/reports', ['ReportingAndCompliance.StatisticsReports', 'Analytics.Standard']);
    expect(screen.getByRole('link', { name: 'Lönekostnad' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Jämförelse med året innan' })).toBeNull();
  });

  it('opens the company’s comparisons there, asked of the server in the admin’s role', async () => {
    const urls = recordRequests();
    renderAt('/admin/reports/comparison', ['Analytics.Advanced']);
    expect(await screen.findByRole('heading', { name: 'Jämförelse med året innan' })).toBeTruthy();
    await waitFor(() =>
      expect(urls.map((url) => url.pathname)).toContain(
        `/api/employer/${scope.employerId}/reports/comparison`,
      ),
    );
  });

  it('says in a sentence, without asking the server, when the route is opened without it', async () => {
    const urls = recordRequests();
    renderAt('/admin/reports/comparison', ['ReportingAndCompliance.StatisticsReports']);
    expect(
      screen.getByText('Jämförelserna ingår i avancerad analys, som din roll inte har behörighet till.'),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls).toEqual([]);
  });
});
