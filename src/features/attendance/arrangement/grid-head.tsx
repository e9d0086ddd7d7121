import { memo } from 'react';
import { WEEKDAY_LABELS } from '../constants';

interface GridHeadProps {
  dates: string[];
  /** the month's number, 1–12 */
  month: number;
  weekdays: number[];
  weekend: boolean[];
  keyNames: string[];
  today?: string;
}

/** The header row: 成员 (selects all), each day with its weekday (selects the column), the counts' names. Its
 *  props change with the data only, not when the row window moves. */
export const GridHead = memo(function GridHead({ dates, month, weekdays, weekend, keyNames, today }: GridHeadProps) {
  return (
    <thead>
      <tr role="row" aria-rowindex={1}>
        <th scope="col" role="columnheader" className="arr-name" data-hc="all" title="全选">
          成员
        </th>
        {dates.map((date, col) => {
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
  );
});
