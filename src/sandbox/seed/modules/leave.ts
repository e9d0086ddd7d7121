import dayjs from 'dayjs';
import type { Seeder } from '../../db';
import type { StaffRow } from '../../org-tables';
import type { AccountRow } from '../../core-tables';
import { DEFAULT_END, DEFAULT_START, type BalanceRow, type LeaveTypeRow, type LedgerRow } from '../../leave-tables';
import { dayToSeconds } from '../../leave-service';
import { createRandom } from '../../random';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '../core';

// Five leave types per enterprise and balances for every seeded person: this year's 年假, 病假 and
// 事假 without a limit, 婚假 and 产假 for some; each with its ledger (the grant at the start of the
// year, some annual leave adjusted since). The large seed gives balances to its first 1,000 staff
// (the attendance groups' members among them) so it stays quick.

const TYPES = ['年假', '病假', '事假', '婚假', '产假'] as const;
const OPERATOR = { lenovoId: '10000001', name: '张伟' };
/** Large seed: balances for the first staff only (every one of 50,000 would add a second to each load). */
const LARGE_PEOPLE = 1000;

const seedLeave: Seeder = (db) => {
  const r = createRandom(db.size === 'large' ? 11 : 1111);
  const year = dayjs().year();
  const yearStart = dayToSeconds(`${year}-01-01`, 'start')!;
  const yearEnd = dayToSeconds(`${year}-12-31`, 'end')!;
  const granted = `${year}-01-02 09:00:00`;
  const adjusted = `${year}-03-01 10:30:00`;
  const operator =
    ((db.tables.accounts ?? []) as AccountRow[]).find((a) => a.lenovoId === OPERATOR.lenovoId)?.username ??
    OPERATOR.name;
  const types: LeaveTypeRow[] = [];
  const balances: BalanceRow[] = [];
  const adds: LedgerRow[] = [];
  const updates: LedgerRow[] = [];
  let n = 0;
  for (const e of [MAIN_ENTERPRISE, SECOND_ENTERPRISE]) {
    const ids = TYPES.map((name, i) => {
      types.push({ id: `ht-${e}-${i + 1}`, enterpriseNumber: e, name, createTime: '2026-01-02 09:00:00' });
      return `ht-${e}-${i + 1}`;
    });
    const give = (p: StaffRow, t: number, lines: number, startTime: number, endTime: number) => {
      const b: BalanceRow = {
        id: `hb-${++n}`,
        enterpriseNumber: e,
        lenovoId: p.lenovoId,
        holidayId: ids[t],
        lines,
        startTime,
        endTime,
        updateTime: granted,
      };
      balances.push(b);
      adds.push({
        id: `hl-${n}`,
        enterpriseNumber: e,
        lenovoId: p.lenovoId,
        holidayId: b.holidayId,
        holidayName: TYPES[t],
        balanceId: b.id,
        action: 'add',
        before: null,
        after: { lines, startTime, endTime },
        operatorId: OPERATOR.lenovoId,
        operatorName: operator,
        createTime: granted,
        remark: '年初发放',
      });
      return b;
    };
    const staff = (db.tables.staff as StaffRow[]).filter((s) => s.enterpriseNumber === e);
    for (const p of db.size === 'large' ? staff.slice(0, LARGE_PEOPLE) : staff) {
      const annual = give(p, 0, 40 + 8 * r.int(0, 10), yearStart, yearEnd);
      if (r.chance(0.2)) {
        const before = { lines: annual.lines, startTime: yearStart, endTime: yearEnd };
        annual.lines += 8;
        annual.updateTime = adjusted;
        updates.push({
          id: `hl-u${n}`,
          enterpriseNumber: e,
          lenovoId: p.lenovoId,
          holidayId: annual.holidayId,
          holidayName: TYPES[0],
          balanceId: annual.id,
          action: 'update',
          before,
          after: { ...before, lines: annual.lines },
          operatorId: OPERATOR.lenovoId,
          operatorName: operator,
          createTime: adjusted,
          remark: '司龄调整',
        });
      }
      give(p, 1, 40, DEFAULT_START, DEFAULT_END);
      give(p, 2, 24, DEFAULT_START, DEFAULT_END);
      if (r.chance(0.08)) give(p, 3, 24, yearStart, yearEnd);
      if (p.profile.gender === '女' && r.chance(0.05)) give(p, 4, 1264, yearStart, yearEnd);
    }
  }
  // Lists answer newest first: balances are read from the end, the ledger from the start.
  db.tables.leaveTypes = types;
  db.tables.leaveBalances = balances.reverse();
  db.tables.leaveLedger = [...updates.reverse(), ...adds.reverse()];
  db.tables.vacationGrants = [];
};

export default seedLeave;
