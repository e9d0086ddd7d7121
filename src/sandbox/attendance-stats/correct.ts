import { Reject } from '../respond';
import { nowStamp } from '../org-tables';
import { readQuietly } from '../db';
import { attendanceGroups } from '../attendance-tables';
import { chinaNow } from '../china-time';
import type { AuthedInput } from '../route';
import { forgetMonth } from './engine';
import { corrections } from './tables';
import { dayArg, livingPerson, personMonth } from './views';
import type { PersonDay } from '@/features/attendance-stats/api/types';

// 补卡 (docs/assumed-contract.md "Attendance statistics", "Correction"): an administrator fills in a
// day's missing punches; the refusals in the order the service checks them.

export const REASON_MAX = 100;

/** The corrected day. Its lookups are reads: only the correction table counts as written (the
 *  directory's caches survive it). */
export function correctDay(e: string, input: AuthedInput): PersonDay {
  const { person, date } = readQuietly(() => check(e, input.body));
  corrections().push({
    enterpriseNumber: e,
    lenovoId: person.lenovoId,
    date,
    reason: String(input.body.reason).trim(),
    operatorId: input.account.lenovoId,
    operatorName: input.account.username,
    time: nowStamp(),
  });
  const month = date.slice(0, 7);
  return readQuietly(() => {
    const group = attendanceGroups().find((g) => g.enterpriseNumber === e && g.memberIds.includes(person.lenovoId));
    if (group) forgetMonth(group.id, month);
    return personMonth(e, person.lenovoId, month).days[Number(date.slice(8)) - 1];
  });
}

function check(e: string, body: Record<string, unknown>) {
  if (!body.lenovoId) throw new Reject(400, '参数lenovoId不能为空');
  const person = livingPerson(e, body.lenovoId);
  const date = dayArg(body.date);
  const reason = String(body.reason ?? '').trim();
  if (!reason) throw new Reject(400, '请填写补卡原因');
  if (reason.length > REASON_MAX) throw new Reject(400, `补卡原因不能超过${REASON_MAX}个字符`);
  if (date > chinaNow().day) throw new Reject(400, '不能为未来的日期补卡');
  const day = personMonth(e, person.lenovoId, date.slice(0, 7)).days[Number(date.slice(8)) - 1];
  if (day.status === 'rest' || day.status === 'none') throw new Reject(500, '该成员当天没有排班');
  if (day.correction) throw new Reject(500, '该日已补卡');
  // only lateness, early leave, missing punches and absence are what 补卡 repairs
  if (!day.lateMinutes && !day.earlyMinutes && !day.missingCount && !day.absent)
    throw new Reject(500, '该日考勤正常，无需补卡');
  return { person, date };
}
