import type { CSSProperties } from 'react';
import { Pagination } from 'antd';

// The plan review's long lists (its changes, the people it moves; a plan may hold thousands) show
// a page of PANEL_PAGE rows at a time, paged on the client.

export const PANEL_PAGE = 20;

/** The rows of page `page` (from 1). */
export const pageRows = <T,>(rows: readonly T[], page: number) =>
  rows.slice((page - 1) * PANEL_PAGE, page * PANEL_PAGE);

/** The page that holds the row at `index`. */
export const pageOfRow = (index: number) => Math.floor(index / PANEL_PAGE) + 1;

/** The pager under such a list, shown only when it has more than one page. */
export function PanelPager({
  page,
  total,
  onChange,
  style,
}: {
  page: number;
  total: number;
  onChange(page: number): void;
  style?: CSSProperties;
}) {
  if (total <= PANEL_PAGE) return null;
  return (
    <Pagination
      size="small"
      align="end"
      style={style}
      current={page}
      pageSize={PANEL_PAGE}
      total={total}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
