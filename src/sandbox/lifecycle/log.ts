import { note } from '../org-tables';
import type { Outcome } from './events';

// The change-log entries of the lifecycle events: one per person, naming what each kind became
// ("张三离职，审批流程 3 项交接给李四，主管部门 1 个改为未设主管").

export const departureNote = (o: Outcome) =>
  note('f05', [`${o.name}离职`, ...o.parts].join('，'), {
    people: [o.name, ...o.receivers],
    objects: o.objects,
    personIds: [o.id],
    changes: o.changes,
  });

export const deletionNote = (o: Outcome) =>
  note('f03', [`删除员工 ${o.name}`, ...o.parts].join('，'), {
    people: [o.name],
    objects: o.objects,
    personIds: [o.id],
    changes: o.changes,
  });
