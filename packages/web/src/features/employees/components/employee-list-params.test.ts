import { describe, expect, it } from 'vitest';
import {
  readEmployeeListState,
  toEmployeeListFilters,
  writeEmployeeListState,
} from './employee-list-params.ts';

describe('the employee list’s address parameters', () => {
  it('reads every parameter and writes them back the same', () => {
    const address =
      'q=anna&status=active&archived=1&type=permanent&costCentre=10&taxTable=33&sort=startDate&order=desc&page=2&size=50';
    const state = readEmployeeListState(new URLSearchParams(address));
    expect(state).toEqual({
      search: 'anna',
      status: 'active',
      showArchived: true,
      employmentType: 'permanent',
      costCentre: '10',
      taxTable: 33,
      sort: 'startDate',
      order: 'desc',
      page: 2,
      pageSize: 50,
    });
    expect(writeEmployeeListState(new URLSearchParams(), state).toString()).toBe(address);
    expect(toEmployeeListFilters(state)).toEqual({
      search: 'anna',
      status: 'active',
      archived: 'only',
      employmentType: 'permanent',
      costCentre: '10',
      taxTable: 33,
    });
  });

  it('reads unknown or broken values as the defaults and leaves defaults out of the address', () => {
    const state = readEmployeeListState(
      new URLSearchParams('status=gone&type=x&taxTable=7&sort=salaryX&order=up&page=-3&size=7&other=kept'),
    );
    expect(state).toEqual({
      search: '',
      status: 'all',
      showArchived: false,
      employmentType: undefined,
      costCentre: '',
      taxTable: undefined,
      sort: undefined,
      order: 'asc',
      page: 1,
      pageSize: undefined,
    });
    // Parameters of others (a tab, a return address) stay.
    expect(writeEmployeeListState(new URLSearchParams('other=kept&page=4'), state).toString()).toBe(
      'other=kept',
    );
  });
});
