import { useId, useRef } from 'react';
import { GridFoot } from './grid-foot';
import { GridHead } from './grid-head';
import { GridRow } from './grid-row';
import { ROW_HEIGHT } from './grid-sizes';
import type { CellValue, Edits, GridData } from './model';
import { rectOf, type Selection } from './selection';
import { useGridKeyboard } from './use-grid-keyboard';
import { useGridLayout } from './use-grid-layout';
import { useGridPointer } from './use-grid-pointer';
import { useRowWindow } from './use-row-window';
import './arrangement-grid.css';

interface ArrangementGridProps {
  data: GridData;
  edits: Edits;
  selection: Selection;
  onSelect(s: Selection): void;
  /** a value for every selected cell: number keys (1… a shift, 0 rest), Delete clears */
  onApply(value: CellValue): void;
  onUndo(): void;
  /** 'YYYY-MM-DD', highlighted in the header */
  today?: string;
}

/**
 * Members down, the month's days across, per-member counts at the right and per-day counts at the
 * bottom; the rows in view (and a few more) are rendered first, the others while the browser is idle
 * (useRowWindow). The pointer
 * (useGridPointer) and the keys (useGridKeyboard) select and fill cells.
 */
export function ArrangementGrid({ data, edits, selection, onSelect, onApply, onUndo, today }: ArrangementGridProps) {
  const activeId = `${useId()}-active`;
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const bounds = { rows: data.members.length, cols: data.dates.length };
  const { ranges, onScroll } = useRowWindow(scrollRef, data.members.length, ROW_HEIGHT);
  const layout = useGridLayout(data, edits);
  const { countsWidth, footHeight } = layout;
  const pointer = useGridPointer({ scrollRef, tableRef, bounds, selection, onSelect, footHeight, countsWidth });
  const onKeyDown = useGridKeyboard({
    scrollRef,
    bounds,
    selection,
    onSelect,
    onApply,
    onUndo,
    shifts: data.shifts,
    countsWidth,
    footHeight,
  });

  const rect = rectOf(selection);
  const [year, month] = data.month.split('-').map(Number);
  return (
    <div
      className="arr-scroll"
      style={layout.style}
      ref={scrollRef}
      onScroll={onScroll}
      onMouseMove={pointer.onMouseMove}
    >
      <table
        ref={tableRef}
        className="arr-grid"
        style={{ width: layout.tableWidth }}
        role="grid"
        aria-label={`${year}年${month}月排班`}
        aria-multiselectable="true"
        aria-rowcount={data.members.length + 1}
        aria-activedescendant={bounds.rows ? activeId : undefined}
        tabIndex={0}
        onMouseDown={pointer.onMouseDown}
        onMouseOver={pointer.onMouseOver}
        onKeyDown={onKeyDown}
      >
        <GridHead
          dates={data.dates}
          month={month}
          weekdays={layout.weekdays}
          weekend={layout.weekend}
          keyNames={layout.keyNames}
          today={today}
        />
        <tbody style={{ height: data.members.length * ROW_HEIGHT }}>
          {ranges.flatMap(([start, end]) =>
            data.members.slice(start, end).map((member, i) => {
              const row = start + i;
              const inRows = row >= rect.top && row <= rect.bottom;
              return (
                <GridRow
                  key={member.lenovoId}
                  row={row}
                  member={member}
                  dates={data.dates}
                  weekend={layout.weekend}
                  saved={data.saved[row]}
                  edits={edits[member.lenovoId]}
                  looks={layout.looks}
                  countKeys={layout.keys}
                  countNames={layout.keyNames}
                  selLeft={inRows ? rect.left : -1}
                  selRight={inRows ? rect.right : -1}
                  focusCol={selection.focus.row === row ? selection.focus.col : -1}
                  activeId={activeId}
                />
              );
            }),
          )}
        </tbody>
        <GridFoot keyNames={layout.keyNames} perDay={layout.perDay} />
      </table>
    </div>
  );
}
