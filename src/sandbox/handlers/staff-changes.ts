import { route } from '../route';
import { paginate, Reject } from '../respond';
import { directoryIndex, subtreeIds } from '../directory-views';
import { enterpriseNumberOf, profileChanges, staff } from '../org-tables';

// Staff information changes: the profile changes recorded by PUT /admin/users, searchable by
// department, person and keyword (/departUserAdvancedSearch).
const E = '/enterprise-server';

const staffChangeHandlers = [
  route('post', E, '/departUserAdvancedSearch', (input) => {
    const e = enterpriseNumberOf(input);
    const b = input.body;
    const index = directoryIndex(e);
    const departId = String(b.departId ?? '');
    if (departId && !index.byId.has(departId)) throw new Reject(404, '部门不存在');
    const within = departId ? new Set(subtreeIds(index, departId)) : null;
    const people = within ? new Set(staff().filter((p) => p.enterpriseNumber === e && p.departIds.some((id) => within.has(id))).map((p) => p.id)) : null;
    const userId = String(b.userId ?? '');
    const keyword = String(b.keyword ?? '').trim();
    const [start, end] = [String(b.startTime ?? ''), String(b.endTime ?? '')];
    const rows = profileChanges().filter(
      (r) => r.enterpriseNumber === e && (!people || people.has(r.staffId)) && (!userId || r.staffId === userId) && (!start || r.changeTime >= start) && (!end || r.changeTime <= `${end} 23:59:59`) &&
        (!keyword || r.staffName.includes(keyword) || r.fieldLabel.includes(keyword) || r.newValue.includes(keyword) || r.oldValue.includes(keyword)),
    );
    return paginate(rows, b.page, b.size);
  }),
];

export default staffChangeHandlers;
