import { route } from '../route';
import { paginate, Reject } from '../respond';
import { directoryIndex, subtreeIds } from '../directory-views';
import { enterpriseNumberOf, profileChanges, staff } from '../org-tables';
import { DAY, dateArg, paging, range, text } from '../validate/input';
import { refLookup } from '../lifecycle/ref-lookup';

// Staff information changes: the profile changes recorded by PUT /admin/users, searchable by
// department, person and keyword (/departUserAdvancedSearch).
const E = '/enterprise-server';

const staffChangeHandlers = [
  route(
    'post',
    E,
    '/departUserAdvancedSearch',
    (input) => {
      const e = enterpriseNumberOf(input);
      const b = input.body;
      paging(b);
      const index = directoryIndex(e);
      const departId = text(b, 'departId', { label: '部门' });
      if (departId && !index.byId.has(departId)) throw new Reject(404, '部门不存在');
      const within = departId ? new Set(subtreeIds(index, departId)) : null;
      const people = within
        ? new Set(
            staff()
              .filter((p) => p.enterpriseNumber === e && p.departIds.some((id) => within.has(id)))
              .map((p) => p.id),
          )
        : null;
      const userId = text(b, 'userId', { label: '员工' });
      // a deleted person's changes stay history, found by their tombstone
      if (userId && !refLookup(e).personById(userId)) throw new Reject(404, '员工不存在');
      const keyword = text(b, 'keyword', { label: '关键字', max: 50 });
      const [start, end] = [dateArg(b, 'startTime', DAY), dateArg(b, 'endTime', DAY)];
      range(start, end);
      const rows = profileChanges().filter(
        (r) =>
          r.enterpriseNumber === e &&
          (!people || people.has(r.staffId)) &&
          (!userId || r.staffId === userId) &&
          (!start || r.changeTime >= start) &&
          (!end || r.changeTime <= `${end} 23:59:59`) &&
          (!keyword ||
            r.staffName.includes(keyword) ||
            r.fieldLabel.includes(keyword) ||
            r.newValue.includes(keyword) ||
            r.oldValue.includes(keyword)),
      );
      return paginate(rows, b.page, b.size);
    },
    { read: true },
  ),
];

export default staffChangeHandlers;
