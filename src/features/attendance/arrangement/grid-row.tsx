import { memo } from 'react';
import { PersonRef } from '@/components/directory/person-ref';
import type { Looks } from './cell-style';
import { ROW_HEIGHT } from './grid-sizes';
import { memberValue, tally, type GridMember, type MemberEdits } from './model';

interface GridRowProps {
  row: number;
  member: GridMember;
  dates: string[];
  weekend: boolean[];
  saved: Readonly<Record<string, string>>;
  edits: MemberEdits | undefined;
  looks: Looks;
  /** shift ids then '' (rest): the per-member count columns */
  countKeys: string[];
  /** their names (shift names, 休息) */
  countNames: string[];
  /** selected columns of this row, -1 when the row is outside the selection */
  selLeft: number;
  selRight: number;
  /** the active cell's column when it is in this row, else -1 */
  focusCol: number;
  activeId: string;
}

/** One member: name, a plain cell per day, the member's count of each shift (one cell), at its own top in the
 *  body (arrangement-grid.css). Re-renders only when its own values or its part of the selection change. */
export const GridRow = memo(function GridRow({
  row,
  member,
  dates,
  weekend,
  saved,
  edits,
  looks,
  countKeys,
  countNames,
  selLeft,
  selRight,
  focusCol,
  activeId,
}: GridRowProps) {
  const values = dates.map((date) => memberValue(saved, edits, date));
  const counts = tally(values, countKeys);
  return (
    <tr role="row" data-r={row} aria-rowindex={row + 2} style={{ top: row * ROW_HEIGHT }}>
      <th
        scope="row"
        role="rowheader"
        className="arr-name"
        data-c={-1}
        title={member.departName ? `${member.name}（${member.departName}）` : member.name}
      >
        <PersonRef lenovoId={member.lenovoId} name={member.name} />
        {member.departName && <span className="arr-dept">{member.departName}</span>}
      </th>
      {values.map((value, col) => {
        const look = looks.of(value, weekend[col]);
        const edited = edits?.[dates[col]] !== undefined;
        const selected = col >= selLeft && col <= selRight;
        let className = look.className;
        if (selected) className += ' arr-sel';
        if (col === focusCol) className += ' arr-focus';
        if (edited) className += ' arr-edited';
        return (
          <td
            key={col}
            role="gridcell"
            data-c={col}
            className={className}
            aria-selected={selected}
            id={col === focusCol ? activeId : undefined}
          >
            {look.label}
            {edited && <span className="arr-sr">（未保存）</span>}
          </td>
        );
      })}
      <td className="arr-counts" aria-label={counts.map((n, i) => `${countNames[i]}${n}天`).join('，')}>
        {counts.map((n, i) => (
          <span key={i} className="arr-n">
            {n}
          </span>
        ))}
      </td>
    </tr>
  );
});
