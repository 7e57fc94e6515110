import { describe, expect, it } from 'vitest';
import { readEventListState, writeEventListState } from './event-list-params.ts';

const empty = {
  search: '',
  kinds: [],
  states: [],
  fromDate: undefined,
  toDate: undefined,
  costCentreId: undefined,
};

describe('event list address', () => {
  it('reads only known kinds and states, whole dates and a cost centre id', () => {
    const state = readEventListState(
      new URLSearchParams(
        'q=anna&kinds=travel,nope,travel,absence&states=paid&from=2026-02-30&to=2026-03-31&costCentre=10',
      ),
    );
    expect(state).toEqual({
      ...empty,
      search: 'anna',
      kinds: ['travel', 'absence'],
      states: ['paid'],
      toDate: '2026-03-31',
    });
  });

  it('leaves defaults out, keeps the sort and drops the page when a filter changes', () => {
    const params = new URLSearchParams('sort=period&order=desc&page=3&q=anna');
    expect(writeEventListState(params, { ...empty, search: 'anna' }).toString()).toBe(
      'sort=period&order=desc&page=3&q=anna',
    );
    expect(writeEventListState(params, { ...empty, search: 'anna', kinds: ['absence'] }).toString()).toBe(
      'sort=period&order=desc&q=anna&kinds=absence',
    );
  });
});
