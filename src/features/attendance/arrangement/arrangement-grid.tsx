import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useDragAutoScroll } from './use-drag-auto-scroll';
import { useRowWindow } from './use-row-window';
import { REST_LABEL, WEEKDAY_LABELS } from '../constants';
import { colourVariables, looksFor } from './cell-style';
import { GridRow } from './grid-row';
import { COUNT_WIDTH, DAY_WIDTH, FOOT_HEIGHT, HEADER_HEIGHT, NAME_WIDTH, ROW_HEIGHT } from './grid-sizes';
import { dayTallies, tallyKeys, weekdayOf, type CellValue, type Edits, type GridData } from './model';
import {
  collapsed,
  extendTo,
  isArrowKey,
  moveSelection,
  rectOf,
  selectAll,
  selectCols,
  selectRows,
  type Pos,
  type Selection,
} from './selection';
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

/** Scrolls `el` so the cell is clear of the sticky header, names, counts and footer. */
function scrollCellIntoView(el: HTMLElement, p: Pos, countsWidth: number, footHeight: number) {
  const top = HEADER_HEIGHT + p.row * ROW_HEIGHT;
  if (top - HEADER_HEIGHT < el.scrollTop) el.scrollTop = top - HEADER_HEIGHT;
  else if (top + ROW_HEIGHT + footHeight > el.scrollTop + el.clientHeight)
    el.scrollTop = top + ROW_HEIGHT + footHeight - el.clientHeight;
  const left = NAME_WIDTH + p.col * DAY_WIDTH;
  if (left - NAME_WIDTH < el.scrollLeft) el.scrollLeft = left - NAME_WIDTH;
  else if (left + DAY_WIDTH + countsWidth > el.scrollLeft + el.clientWidth)
    el.scrollLeft = left + DAY_WIDTH + countsWidth - el.clientWidth;
}

/** Which cell (or header) an event happened on, read from data attributes (one listener per grid). */
export function targetOf(e: {
  target: EventTarget | null;
}): { kind: 'cell' | 'row' | 'col' | 'all'; row: number; col: number } | null {
  const el = (e.target as Element | null)?.closest?.('[data-c],[data-hc]');
  if (!el) return null;
  const hc = el.getAttribute('data-hc');
  if (hc !== null) return hc === 'all' ? { kind: 'all', row: 0, col: 0 } : { kind: 'col', row: 0, col: Number(hc) };
  const tr = el.closest('[data-r]');
  if (!tr) return null;
  const row = Number(tr.getAttribute('data-r'));
  const col = Number(el.getAttribute('data-c'));
  return col < 0 ? { kind: 'row', row, col: 0 } : { kind: 'cell', row, col };
}

/**
 * Members down, the month's days across, per-member counts at the right and per-day counts at the
 * bottom; only the rows in view (and a few more) are rendered. Pointer: press and drag selects a rectangle, shift+click extends, a name selects the row,
 * a day selects the column, dragging to an edge scrolls. Keyboard: arrows move, shift+arrows extend, 1–9 a shift, 0 rest,
 * Delete clears, Ctrl+Z undoes, Ctrl+A selects all.
 */
export function ArrangementGrid({ data, edits, selection, onSelect, onApply, onUndo, today }: ArrangementGridProps) {
  const activeId = `${useId()}-active`;
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const scrollToActive = useRef(false);
  const bounds = { rows: data.members.length, cols: data.dates.length };
  const { start, end, onScroll } = useRowWindow(scrollRef, data.members.length, ROW_HEIGHT);

  const looks = useMemo(() => looksFor(data.shifts), [data.shifts]);
  const keys = useMemo(() => tallyKeys(data.shifts), [data.shifts]);
  const keyNames = useMemo(() => [...data.shifts.map((s) => s.name), REST_LABEL], [data.shifts]);
  const weekdays = useMemo(() => data.dates.map(weekdayOf), [data.dates]);
  const weekend = useMemo(() => weekdays.map((w) => w >= 5), [weekdays]);
  const perDay = useMemo(() => dayTallies(data, edits, keys), [data, edits, keys]);
  const countsWidth = keys.length * COUNT_WIDTH + 2; // and its two borders
  const style = useMemo(() => ({ ...colourVariables(), '--arr-counts-width': `${countsWidth}px` }), [countsWidth]);
  const footHeight = keys.length * FOOT_HEIGHT;
  const tableWidth = NAME_WIDTH + data.dates.length * DAY_WIDTH + countsWidth;

  // Held at an edge while dragging, the grid scrolls and the selection follows the pointer.
  const autoScroll = useDragAutoScroll(
    scrollRef,
    { top: HEADER_HEIGHT, bottom: footHeight, left: NAME_WIDTH, right: countsWidth },
    (target) => {
      const t = targetOf({ target });
      if (t?.kind === 'cell' && (t.row !== selection.focus.row || t.col !== selection.focus.col))
        onSelect(extendTo(selection, { row: t.row, col: t.col }));
    },
  );

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
      autoScroll.stop();
    };
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, [autoScroll]);

  // After a keyboard move, the active cell scrolls into view (clear of the sticky parts).
  useEffect(() => {
    if (!scrollToActive.current || !scrollRef.current) return;
    scrollToActive.current = false;
    scrollCellIntoView(scrollRef.current, selection.focus, countsWidth, footHeight);
  }, [selection, countsWidth, footHeight]);

  const onMouseDown = (e: MouseEvent) => {
    if (e.button !== 0 || !bounds.rows) return;
    const t = targetOf(e);
    if (!t) return;
    e.preventDefault(); // no text selection while dragging; focus is taken below
    tableRef.current?.focus({ preventScroll: true });
    const at: Pos = { row: t.row, col: t.col };
    if (t.kind === 'all') return onSelect(selectAll(bounds));
    if (t.kind === 'row') return onSelect(selectRows(e.shiftKey ? selection.anchor.row : t.row, t.row, bounds));
    if (t.kind === 'col') return onSelect(selectCols(e.shiftKey ? selection.anchor.col : t.col, t.col, bounds));
    dragging.current = true;
    onSelect(e.shiftKey ? extendTo(selection, at) : collapsed(at));
  };

  const onMouseMove = (e: MouseEvent) => {
    if (dragging.current) autoScroll.follow(e.clientX, e.clientY);
  };

  const onMouseOver = (e: MouseEvent) => {
    if (!dragging.current) return;
    if (!e.buttons) {
      dragging.current = false; // released outside the window
      return autoScroll.stop();
    }
    const t = targetOf(e);
    if (t?.kind !== 'cell' || (t.row === selection.focus.row && t.col === selection.focus.col)) return;
    onSelect(extendTo(selection, { row: t.row, col: t.col }));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!bounds.rows) return;
    const mod = e.ctrlKey || e.metaKey;
    if (isArrowKey(e.key)) {
      scrollToActive.current = true;
      onSelect(moveSelection(selection, e.key, e.shiftKey, bounds));
    } else if (mod && e.key.toLowerCase() === 'a') onSelect(selectAll(bounds));
    else if (mod && e.key.toLowerCase() === 'z') onUndo();
    else if (e.key === 'Escape') onSelect(collapsed(selection.focus));
    else if (e.key === 'Delete' || e.key === 'Backspace') onApply(null);
    else if (!mod && !e.altKey && /^[0-9]$/.test(e.key)) {
      const n = Number(e.key);
      if (n === 0) onApply('');
      else if (n <= data.shifts.length) onApply(data.shifts[n - 1].id);
      else return;
    } else return;
    e.preventDefault();
  };

  const rect = rectOf(selection);
  const [year, month] = data.month.split('-').map(Number);
  return (
    <div className="arr-scroll" style={style} ref={scrollRef} onScroll={onScroll} onMouseMove={onMouseMove}>
      <table
        ref={tableRef}
        className="arr-grid"
        style={{ width: tableWidth }}
        role="grid"
        aria-label={`${year}年${month}月排班`}
        aria-multiselectable="true"
        aria-rowcount={data.members.length + 1}
        aria-activedescendant={bounds.rows ? activeId : undefined}
        tabIndex={0}
        onMouseDown={onMouseDown}
        onMouseOver={onMouseOver}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr role="row" aria-rowindex={1}>
            <th scope="col" role="columnheader" className="arr-name" data-hc="all" title="全选">
              成员
            </th>
            {data.dates.map((date, col) => {
              const day = Number(date.slice(8));
              let className = 'arr-day';
              if (weekend[col]) className += ' arr-weekend';
              if (date === today) className += ' arr-today';
              return (
                <th
                  key={date}
                  scope="col"
                  role="columnheader"
                  className={className}
                  data-hc={col}
                  aria-label={`${month}月${day}日 ${WEEKDAY_LABELS[weekdays[col]]}`}
                >
                  {day}
                  <span className="arr-wd">{WEEKDAY_LABELS[weekdays[col]].slice(1)}</span>
                </th>
              );
            })}
            <th scope="col" role="columnheader" className="arr-counts" aria-label={`天数：${keyNames.join('、')}`}>
              {keyNames.map((name, i) => (
                <span key={i} className="arr-n" title={`${name}天数`}>
                  {name}
                </span>
              ))}
            </th>
          </tr>
        </thead>
        <tbody style={{ height: data.members.length * ROW_HEIGHT }}>
          {data.members.slice(start, end).map((member, i) => {
            const row = start + i;
            const inRows = row >= rect.top && row <= rect.bottom;
            return (
              <GridRow
                key={member.lenovoId}
                row={row}
                member={member}
                dates={data.dates}
                weekend={weekend}
                saved={data.saved[row]}
                edits={edits[member.lenovoId]}
                looks={looks}
                countKeys={keys}
                countNames={keyNames}
                selLeft={inRows ? rect.left : -1}
                selRight={inRows ? rect.right : -1}
                focusCol={selection.focus.row === row ? selection.focus.col : -1}
                activeId={activeId}
              />
            );
          })}
        </tbody>
        <tfoot>
          {keyNames.map((name, i) => (
            <tr key={`f${i}`} role="row">
              <th scope="row" role="rowheader" className="arr-name">{`${name}人数`}</th>
              {perDay[i].map((n, col) => (
                <td key={col}>{n || ''}</td>
              ))}
              <td className="arr-counts" />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
