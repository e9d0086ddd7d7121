// Reading 考勤统计's tables as a user sees them: a cell by its column's title.

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');

/** The column titles of the table inside `root`, in order. */
export const headers = (root: ParentNode = document.body) =>
  [...root.querySelectorAll('.ant-table-thead th')].map((th) => norm(th.textContent));

/** The body row (or the 合计 row) whose first cell reads `first`. */
export function rowOf(first: string, root: ParentNode = document.body): HTMLTableRowElement {
  const hit = [...root.querySelectorAll<HTMLTableRowElement>('tbody tr, tfoot tr')].find(
    (r) => norm(r.querySelector('td')?.textContent) === first,
  );
  if (!hit) throw new Error(`no row ${first}`);
  return hit;
}

/** The text of `row`'s cell under `title` (the 合计 row's first cell spans the leading columns). */
export function cell(row: HTMLTableRowElement, title: string, root: ParentNode = document.body): string {
  const titles = headers(root);
  const at = titles.indexOf(title);
  if (at < 0) throw new Error(`no column ${title} in ${titles.join(',')}`);
  let col = 0;
  for (const td of row.querySelectorAll('td')) {
    const span = Number(td.getAttribute('colspan') ?? 1);
    if (at < col + span) return norm(td.textContent);
    col += span;
  }
  throw new Error(`no cell under ${title}`);
}
