import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { DataTable } from './data-table.tsx';
import { createDataTableColumnHelper } from './data-table-features.ts';
import { useAddressTableView } from './use-address-table-view.ts';

type Row = { id: string; name: string; city: string };
const helper = createDataTableColumnHelper<Row>();
const columns = [
  helper.accessor('name', { header: 'Namn', meta: { filter: 'text' } }),
  helper.accessor('city', { header: 'Ort' }),
];
const rows: Row[] = Array.from({ length: 60 }, (_, index) => ({
  id: `r${index + 1}`,
  name: `Kund ${String(index + 1).padStart(3, '0')}`,
  city: index % 2 ? 'Umeå' : 'Malmö',
}));

function Table() {
  const { view, onViewChange } = useAddressTableView(['name', 'city']);
  return (
    <DataTable
      label="Kunder"
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      withCsvExport={false}
      view={view}
      onViewChange={onViewChange}
    />
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/kunder', element: <Table /> }], { initialEntries: [address] });
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

const firstNames = () =>
  within(screen.getByRole('table', { name: 'Kunder' }))
    .getAllByRole('row')
    .slice(2)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('useAddressTableView', () => {
  it('opens the address’s sort and page, and writes changes back to it', async () => {
    const router = renderAt('/kunder?sort=name&order=desc&page=2&other=kept');
    // 60 names descending, page 2 of 25: Kund 035 … Kund 011.
    await waitFor(() => expect(firstNames()[0]).toBe('Kund 035'));
    expect(screen.getByRole('columnheader', { name: /Namn/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Sida 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Sida 3' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: /Ort/ }));
    const sorted = new URLSearchParams(router.state.location.search);
    expect(sorted.get('sort')).toBe('city');
    expect(sorted.get('page')).toBeNull();
    expect(sorted.get('other')).toBe('kept');

    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Namn/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(screen.getByRole('button', { name: 'Sida 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to the first page when a filter narrows the rows, and ignores unknown columns', async () => {
    const router = renderAt('/kunder?sort=nope&page=3');
    await waitFor(() => expect(firstNames()[0]).toBe('Kund 051'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Filtrera Namn' }), 'Kund 00');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull());
    await waitFor(() => expect(firstNames()[0]).toBe('Kund 001'));
  });
});
