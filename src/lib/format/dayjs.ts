import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// dayjs with the plugins the console's date maths needs, extended once: utc (calendar arithmetic
// that no browser zone's daylight saving can shift), timezone (days of China time) and
// customParseFormat (strict reading of typed dates). The zh-cn locale is set by app/start.ts.
// Imported by the pages that need it, not by the first screen.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export { dayjs };

/** The zone of the services' whole days: product.md §9's default range starts at 2002-01-01 00:00 China
 *  time (assumed-contract.md, leave balances). A fixed UTC+8 since 1992. */
export const CHINA_ZONE = 'Asia/Shanghai';
