import { memo } from 'react';

interface GridFootProps {
  keyNames: string[];
  /** per count row (a shift, then rest), the number of members on each day */
  perDay: number[][];
}

/** The footer: for each shift and for rest, how many members have it on each day. Re-rendered when the edits
 *  change, not when the row window moves. */
export const GridFoot = memo(function GridFoot({ keyNames, perDay }: GridFootProps) {
  return (
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
  );
});
