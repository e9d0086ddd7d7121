import dayjs from 'dayjs';
import { request } from '@/lib/contract/define';
import { searchChangesCall } from '@/lib/changelog/contract';

/** Who changed a record and when, as the change log tells it. */
export interface LastChange {
  name: string;
  /** the entry's creatDate as the log gives it */
  time: string;
}

const DAY = 24 * 3600 * 1000;

/** The newest change log entry naming `objectName` (a person's or an object's name, which the log's
 *  keyword search matches), from the day before the form opened (`since`, ms) on. The entry's time is
 *  the server's clock and zone, not this browser's, so it is not compared with `since` to the second:
 *  the record is known to have changed, and the newest entry naming it is that change. Null when the
 *  log does not say: none found, or this administrator may not read the log; the prompt then names
 *  no one. Quiet: a failure here is no failure of the save. */
export async function lastChangeOf(objectName: string, since: number): Promise<LastChange | null> {
  const day = (t: number) => dayjs(t).format('YYYY-MM-DD');
  try {
    const page = await request(
      searchChangesCall,
      {
        body: {
          keyword: objectName,
          operationDate: [day(since - DAY), day(Date.now() + DAY)],
          operationTypeId: '',
          name: '',
          page: 1,
          size: 20,
        },
      },
      { silent: true },
    );
    const newest = [...page.list].sort((a, b) => dayjs(b.creatDate).valueOf() - dayjs(a.creatDate).valueOf())[0];
    return newest ? { name: newest.name, time: newest.creatDate } : null;
  } catch {
    return null;
  }
}
