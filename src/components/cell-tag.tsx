import type { ReactNode } from 'react';

/** A tag as antd draws `<Tag>` (default, gold or orange), for the cells of a table: antd's Tag is a
 *  component tree per mount, this is one element (cell-tag.css, loaded with the app). */
export function CellTag({ color, children }: { color?: 'gold' | 'orange'; children: ReactNode }) {
  return <span className={color ? `cell-tag cell-tag-${color}` : 'cell-tag'}>{children}</span>;
}
