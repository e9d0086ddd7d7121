import dayjs from 'dayjs';
import { SearchOutlined } from '@ant-design/icons';
import 'dayjs/locale/zh-cn';
import { installFocusReturn } from '@/lib/feedback/focus-return';
import { installDialogKeyboard } from '@/lib/feedback/dialog-keyboard';
import { namePagerButtons } from '@/lib/a11y/pager-names';
import { unfocusMeasureRows } from '@/lib/a11y/measure-row';
import { hideTwoToneIconNames } from '@/lib/a11y/two-tone-icon-names';
import { provideSearchIcon } from './search-icon-slot';

/** What only the layout and the pages use: dates in Chinese, the dialogs' keyboard and focus, the
 *  tables' pager names and measure rows, the two-tone icons' names, the search boxes' magnifier. Not part of the first screen's JavaScript: start.ts fetches
 *  it at start and lazy-page.ts renders no page before it has run (page-support-ready.ts).
 *  Idempotent per document. */
export function startPageSupport() {
  dayjs.locale('zh-cn');
  installFocusReturn();
  installDialogKeyboard();
  namePagerButtons();
  unfocusMeasureRows();
  hideTwoToneIconNames();
  provideSearchIcon(SearchOutlined);
}
