import { useDebouncedValue } from './use-debounced-value';

/** A picker's search term from what is typed in its box: the text once it has settled (debounced, as
 *  every search box), but '' at once when the box is emptied, so a cleared or reopened picker shows
 *  everyone rather than the last results. `pending` while the typed text is not yet the term: the list
 *  shows it busy, so a click cannot land on a row the results are about to replace. */
export function useSearchTerm(text: string): { term: string; pending: boolean } {
  const typed = text.trim();
  const settled = useDebouncedValue(typed);
  const term = typed ? settled : '';
  return { term, pending: typed !== term };
}
