import { useMemo } from 'react';
import { REST_LABEL } from '../constants';
import { colourVariables, looksFor } from './cell-style';
import { COUNT_WIDTH, DAY_WIDTH, FOOT_HEIGHT, NAME_WIDTH } from './grid-sizes';
import { dayTallies, tallyKeys, weekdayOf, type Edits, type GridData } from './model';

/** What the grid derives from its data for rendering: cell looks, the count columns and rows, weekdays, sizes. */
export function useGridLayout(data: GridData, edits: Edits) {
  const looks = useMemo(() => looksFor(data.shifts), [data.shifts]);
  const keys = useMemo(() => tallyKeys(data.shifts), [data.shifts]);
  const keyNames = useMemo(() => [...data.shifts.map((s) => s.name), REST_LABEL], [data.shifts]);
  const weekdays = useMemo(() => data.dates.map(weekdayOf), [data.dates]);
  const weekend = useMemo(() => weekdays.map((w) => w >= 5), [weekdays]);
  const perDay = useMemo(() => dayTallies(data, edits, keys), [data, edits, keys]);
  const countsWidth = keys.length * COUNT_WIDTH + 2; // and its two borders
  const style = useMemo(() => ({ ...colourVariables(), '--arr-counts-width': `${countsWidth}px` }), [countsWidth]);
  return {
    looks,
    keys,
    keyNames,
    weekdays,
    weekend,
    perDay,
    countsWidth,
    style,
    footHeight: keys.length * FOOT_HEIGHT,
    tableWidth: NAME_WIDTH + data.dates.length * DAY_WIDTH + countsWidth,
  };
}
