import { Button, Tag, Typography, theme } from 'antd';
import type { PersonDay } from '../api/types';
import { CORRECTED_TEXT } from '../constants';
import { exceptionText, leaveText, punchText } from '../lib/figures';
import { chinaToday } from '../lib/today';
import { StatusTag } from './status-tag';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

/** 11月3日 from 2026-11-03 */
export const dayLabel = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** Monday-first column of a date (0–6), read in UTC so no browser zone moves it. */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** 补卡 adds missing punches and clears lateness, early leave and absence (assumed contract
 *  "Attendance statistics", 补卡): a day with none of them (a field punch alone) has nothing to correct. */
const correctable = (d: PersonDay) =>
  !d.correction && (d.lateMinutes > 0 || d.earlyMinutes > 0 || d.missingCount > 0 || d.absent);

/** A person's month as a calendar: each day's shift, punches and result (a tag with its text);
 *  a day that 补卡 can correct offers it. */
export function MonthCalendar({ days, onCorrect }: { days: PersonDay[]; onCorrect(day: PersonDay): void }) {
  const { token } = theme.useToken();
  const today = chinaToday();
  const blanks = days.length ? weekdayIndex(days[0].date) : 0;
  const cell = { border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 4, padding: 6, minHeight: 110 };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
      {WEEKDAYS.map((w) => (
        <div key={w} style={{ textAlign: 'center', color: token.colorTextSecondary }} aria-hidden>
          {w}
        </div>
      ))}
      {Array.from({ length: blanks }, (_, i) => (
        <div key={`blank-${i}`} />
      ))}
      {days.map((d) => (
        <div key={d.date} role="group" aria-labelledby={`day-${d.date}`} style={cell}>
          <Typography.Text strong id={`day-${d.date}`}>
            {dayLabel(d.date)}
          </Typography.Text>
          <div style={{ fontSize: 12 }}>{d.shiftName || '—'}</div>
          {d.punches.map((p) => (
            <div key={`${p.period}-${p.kind}`} style={{ fontSize: 12 }}>
              {punchText(p)}
            </div>
          ))}
          {d.leave.length > 0 && <div style={{ fontSize: 12 }}>{leaveText(d)}</div>}
          <div style={{ marginTop: 4 }}>
            <StatusTag status={d.status} future={d.date > today} />
          </div>
          {d.status === 'exception' && <div style={{ fontSize: 12 }}>{exceptionText(d)}</div>}
          {d.correction && (
            <div style={{ fontSize: 12 }}>
              <Tag color="purple">{CORRECTED_TEXT}</Tag>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {d.correction.reason}
              </Typography.Text>
            </div>
          )}
          {correctable(d) && (
            <Button size="small" aria-label={`补卡 ${dayLabel(d.date)}`} onClick={() => onCorrect(d)}>
              补卡
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}
