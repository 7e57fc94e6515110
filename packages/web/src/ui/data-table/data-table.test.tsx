import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { DataTable, type DataTableRowAction } from './data-table.tsx';
import { createDataTableColumnHelper } from './data-table-features.ts';

type Employee = { id: string; name: string; city: string; startDate: string | undefined; salary: number };

const helper = createDataTableColumnHelper<Employee>();
const columns = [
  helper.accessor('name', { header: 'Namn', meta: { filter: 'text' } }),
  helper.accessor('city', { header: 'Ort', meta: { filter: 'select' } }),
  helper.accessor('startDate', { header: 'Startdatum', meta: { filter: 'date-range' } }),
  helper.accessor('salary', { header: 'Lön' }),
];

const cities = ['Umeå', 'Göteborg', 'Malmö'];

function makeEmployees(count: number): Employee[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `e${index + 1}`,
    name: `Anställd ${String(index + 1).padStart(3, '0')}`,
    city: cities[index % cities.length]!,
    startDate: `2026-01-${String((index % 28) + 1).padStart(2, '0')}`,
    salary: 30000 + index,
  }));
}

function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Anställda' });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

function firstCells(): string[] {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent ?? '');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DataTable paging', () => {
  it('shows 25 rows per page by default and no first/last buttons with 3 pages', async () => {
    renderWithUi(
      <DataTable label="Anställda" data={makeEmployees(60)} columns={columns} getRowId={(row) => row.id} />,
    );
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByRole('combobox', { name: 'Rader per sida' })).toHaveValue('25');
    expect(screen.queryByRole('button', { name: 'Första sidan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sista sidan' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nästa sida' }));
    expect(firstCells()[0]).toBe('Anställd 026');
    expect(screen.getByText('60 rader')).toBeInTheDocument();
  });

  it('shows first/last buttons with more than 4 pages, and hides them again with a larger page size', async () => {
    renderWithUi(<DataTable label="Anställda" data={makeEmployees(130)} columns={columns} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sista sidan' }));
    expect(firstCells()).toEqual([
      'Anställd 126',
      'Anställd 127',
      'Anställd 128',
      'Anställd 129',
      'Anställd 130',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Första sidan' }));
    expect(firstCells()[0]).toBe('Anställd 001');

    await userEvent.click(screen.getByRole('combobox', { name: 'Rader per sida' }));
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    expect(bodyRows()).toHaveLength(100);
    expect(screen.queryByRole('button', { name: 'Sista sidan' })).not.toBeInTheDocument();
  });

  it('offers exactly the page sizes 5, 10, 25, 50 and 100', async () => {
    renderWithUi(<DataTable label="Anställda" data={makeEmployees(3)} columns={columns} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Rader per sida' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '25', '50', '100']);
  });
});

describe('DataTable filters', () => {
  it('filters by text only after 500 ms without typing', () => {
    vi.useFakeTimers();
    renderWithUi(<DataTable label="Anställda" data={makeEmployees(30)} columns={columns} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Filtrera Namn' }), { target: { value: 'd 01' } });
    act(() => vi.advanceTimersByTime(499));
    expect(bodyRows()).toHaveLength(25);
    act(() => vi.advanceTimersByTime(1));
    expect(firstCells()).toEqual(Array.from({ length: 10 }, (_, index) => `Anställd 0${10 + index}`));
  });

  it('lists the distinct values in the select filter and keeps only the chosen one', async () => {
    renderWithUi(<DataTable label="Anställda" data={makeEmployees(9)} columns={columns} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Välj Ort' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Göteborg', 'Malmö', 'Umeå']);
    await userEvent.click(screen.getByRole('option', { name: 'Malmö' }));
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows().every((row) => within(row).getAllByRole('cell')[1]!.textContent === 'Malmö')).toBe(
      true,
    );
  });

  it('filters by a date range, ignores an empty end and leaves out unreadable dates', () => {
    const data: Employee[] = [
      { id: 'a', name: 'A', city: 'Umeå', startDate: '2026-01-10', salary: 1 },
      { id: 'b', name: 'B', city: 'Umeå', startDate: '2026-02-10', salary: 1 },
      { id: 'c', name: 'C', city: 'Umeå', startDate: 'okänt', salary: 1 },
      { id: 'd', name: 'D', city: 'Umeå', startDate: undefined, salary: 1 },
    ];
    renderWithUi(<DataTable label="Anställda" data={data} columns={columns} />);
    fireEvent.change(screen.getByLabelText('Startdatum från'), { target: { value: '2026-02-01' } });
    expect(firstCells()).toEqual(['B']);
    fireEvent.change(screen.getByLabelText('Startdatum från'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Startdatum till'), { target: { value: '2026-01-31' } });
    expect(firstCells()).toEqual(['A']);
    fireEvent.change(screen.getByLabelText('Startdatum till'), { target: { value: '' } });
    expect(firstCells()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('keeps rows without a readable date when the column asks for it', () => {
    const withUndefined = [
      helper.accessor('name', { header: 'Namn' }),
      helper.accessor('startDate', {
        header: 'Startdatum',
        meta: { filter: 'date-range', includeUndefinedDates: true },
      }),
    ];
    const data: Employee[] = [
      { id: 'a', name: 'A', city: '', startDate: '2026-01-10', salary: 1 },
      { id: 'b', name: 'B', city: '', startDate: '2026-02-10', salary: 1 },
      { id: 'c', name: 'C', city: '', startDate: 'okänt', salary: 1 },
    ];
    renderWithUi(<DataTable label="Anställda" data={data} columns={withUndefined} />);
    fireEvent.change(screen.getByLabelText('Startdatum från'), { target: { value: '2026-02-01' } });
    expect(firstCells()).toEqual(['B', 'C']);
  });
});

describe('DataTable CSV export', () => {
  it('exports the filtered rows of every page as table-data.csv, formulas as text', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((object: Blob) => {
      blob = object;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    // Row 6 plants a formula: the shared writer exports it as text; a negative number stays a number.
    const data = makeEmployees(60).map((employee, index) =>
      index === 2
        ? { ...employee, name: 'Bo "Bosse" Ek' }
        : index === 5
          ? { ...employee, name: '@SUM(A1:A9)', salary: -5 }
          : employee,
    );
    renderWithUi(<DataTable label="Anställda" data={data} columns={columns} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Välj Ort' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Malmö' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));

    expect(downloads).toEqual(['table-data.csv']);
    const lines = (await blob!.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('"Namn","Ort","Startdatum","Lön"');
    expect(lines[1]).toBe('"Bo ""Bosse"" Ek","Malmö","2026-01-03","30002"');
    expect(lines[2]).toBe(`"'@SUM(A1:A9)","Malmö","2026-01-06","-5"`);
    expect(lines).toHaveLength(1 + 20);
  });
});

describe('DataTable row actions', () => {
  const setUpActions = () => {
    const edit = vi.fn();
    const open = vi.fn();
    const actions: DataTableRowAction<Employee>[] = [
      { id: 'edit', label: 'Redigera', icon: '✎', onClick: edit },
      { id: 'open', label: 'Visa', icon: '👁', onClick: open, needsWrite: false },
    ];
    return { edit, open, actions };
  };

  it('disables actions that need write access when the user lacks it', async () => {
    const { edit, open, actions } = setUpActions();
    renderWithUi(
      <DataTable label="Anställda" data={makeEmployees(1)} columns={columns} rowActions={actions} />,
    );
    const editButton = screen.getByRole('button', { name: 'Redigera' });
    expect(editButton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(editButton);
    expect(edit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Visa' }));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ id: 'e1' }));
  });

  it('runs write actions with the row when the user has write access', async () => {
    const { edit, actions } = setUpActions();
    renderWithUi(
      <DataTable label="Anställda" data={makeEmployees(2)} columns={columns} rowActions={actions} canWrite />,
    );
    const editButtons = screen.getAllByRole('button', { name: 'Redigera' });
    expect(editButtons[1]).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(editButtons[1]!);
    expect(edit).toHaveBeenCalledWith(expect.objectContaining({ id: 'e2' }));
  });
});
