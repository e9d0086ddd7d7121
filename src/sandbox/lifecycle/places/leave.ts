import { balances, ledger } from '../../leave-tables';
import type { ReferencePlace } from '../registry';
import { historyOf } from './references';

// Leave balances and their ledger (docs/product.md Part D §1, §2): the person's own records, kept as
// history through a departure or a deletion and back in use on re-hire; nothing to hand over. The
// ledger also names who made each change.

const leaveRecords: ReferencePlace = {
  kind: 'leaveRecords',
  label: '假期余额与明细',
  unit: '条',
  references: (e) => {
    const mine = ledger().filter((l) => l.enterpriseNumber === e);
    return [
      ...historyOf(
        '假期余额',
        balances()
          .filter((b) => b.enterpriseNumber === e)
          .map((b) => b.lenovoId),
      ),
      ...historyOf(
        '假期明细',
        mine.map((l) => l.lenovoId),
      ),
      ...historyOf(
        '假期明细操作人',
        mine.map((l) => l.operatorId),
      ),
    ];
  },
};

export const leavePlaces: readonly ReferencePlace[] = [leaveRecords];
