import { CHINA_ZONE, dayjs } from '@/lib/format/dayjs';

/** Today in China time, 'YYYY-MM-DD': the services' days (assumed contract "Attendance statistics"). */
export const chinaToday = () => dayjs().tz(CHINA_ZONE).format('YYYY-MM-DD');
