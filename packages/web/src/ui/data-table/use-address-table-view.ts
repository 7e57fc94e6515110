import { TABLE_PAGE_SIZES } from '@lonsam/domain/constants/client-limits';
import { useSearchParams } from 'react-router';
import type { DataTableView } from './data-table.tsx';
import { defaultPageSize } from './paging-rules.ts';

/**
 * A table's sort and page in the address bar (`?sort=name&order=desc&page=2&size=50`), for
 * `DataTable`'s `view`/`onViewChange`: a reload, the back button and a shared link keep them. Only
 * the table's own column ids are read; defaults are left out; other parameters stay.
 */
export function useAddressTableView(columnIds: readonly string[]): {
  view: DataTableView;
  onViewChange: (view: DataTableView) => void;
} {
  const [params, setParams] = useSearchParams();
  const sort = columnIds.find((id) => id === params.get('sort'));
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const view: DataTableView = {
    sorting: sort ? [{ id: sort, desc: params.get('order') === 'desc' }] : [],
    pagination: {
      pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : defaultPageSize,
    },
  };
  const onViewChange = ({ sorting, pagination }: DataTableView) => {
    const next = new URLSearchParams(params);
    const set = (name: string, value: string | undefined) =>
      value === undefined ? next.delete(name) : next.set(name, value);
    const [first] = sorting;
    const sortId = columnIds.find((id) => id === first?.id);
    set('sort', sortId);
    set('order', sortId && first?.desc ? 'desc' : undefined);
    set('page', pagination.pageIndex > 0 ? String(pagination.pageIndex + 1) : undefined);
    set('size', pagination.pageSize === defaultPageSize ? undefined : String(pagination.pageSize));
    if (next.toString() !== params.toString()) setParams(next);
  };
  return { view, onViewChange };
}
