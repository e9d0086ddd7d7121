import { route } from '../route';
import { Reject } from '../respond';
import { note, staffOf } from '../org-tables';
import { listNames } from '../changelog';
import { enterpriseOf, now, personOf, requireAdmin } from './home';
import { itAdminRows } from '../seed/modules/home';
import { idList } from '../validate/input';
import { keepLiving } from '../lifecycle/keep-living';
import { refLookup } from '../lifecycle/ref-lookup';
import { personNames } from '../people';

// IT administrators of the enterprise (platform-shell §4.3, §6).
const E = '/enterprise-server';
const MAX_IT_ADMINS = 10;

/** The people a save added (those left out as departed are not named); the removals that removed someone. */
const added = new WeakMap<object, string[]>();
const removed = new WeakSet<object>();

const itAdminHandlers = [
  route('get', E, '/getItAdminList', (input) => {
    const e = enterpriseOf(input);
    const refs = refLookup(e.enterpriseNumber);
    // every row the limit counts; one who has left since (none once the lifecycle rules ran) by name
    return itAdminRows()
      .filter((r) => r.enterpriseNumber === e.enterpriseNumber)
      .map((r) => {
        const hit = personOf(e.enterpriseNumber, r.lenovoId);
        const name = hit?.p.name ?? refs.personByLenovoId(r.lenovoId)?.name ?? '';
        return {
          lenovoId: r.lenovoId,
          name,
          telephone: hit?.p.telephone ?? '',
          departmentList: hit?.departmentList ?? [],
          createTime: r.createTime,
        };
      });
  }),

  route('get', E, '/admin/itAdmin/searchEnterpriseUsers', (input) => {
    const e = enterpriseOf(input);
    const name = (input.query.get('name') ?? '').trim();
    const admins = new Set(
      itAdminRows()
        .filter((r) => r.enterpriseNumber === e.enterpriseNumber)
        .map((r) => r.lenovoId),
    );
    return staffOf(e.enterpriseNumber)
      .filter((s) => s.status !== 'departure' && (!name || s.name.includes(name)))
      .slice(0, 50)
      .map((s) => ({
        lenovoId: s.lenovoId,
        name: s.name,
        telephone: s.telephone,
        departmentList: personOf(e.enterpriseNumber, s.lenovoId)?.departmentList ?? [],
        isItAdmin: admins.has(s.lenovoId),
      }));
  }),

  route(
    'post',
    E,
    '/admin/setItAdmins',
    (input) => {
      const e = requireAdmin(input);
      // someone who left since the picker opened is left out (docs/product.md Part D §3)
      const ids = keepLiving(e.enterpriseNumber, { lenovoIds: idList(input.body.lenovoIds, 'lenovoIds') }).lenovoIds;
      const mine = itAdminRows().filter((r) => r.enterpriseNumber === e.enterpriseNumber);
      for (const id of ids) {
        if (!personOf(e.enterpriseNumber, id)) throw new Reject(500, '所选成员不是本企业的在职成员');
        if (mine.some((r) => r.lenovoId === id))
          throw new Reject(500, `${personOf(e.enterpriseNumber, id)!.p.name}已是IT管理员`);
      }
      if (mine.length + ids.length > MAX_IT_ADMINS) throw new Reject(500, `IT管理员最多设置${MAX_IT_ADMINS}人`);
      for (const id of ids)
        itAdminRows().push({ enterpriseNumber: e.enterpriseNumber, lenovoId: id, createTime: now() });
      added.set(input.body, ids);
      return null;
    },
    {
      log: (i) => {
        const people = personNames(i.enterprise!.enterpriseNumber, added.get(i.body) ?? []);
        return people.length ? note('f08', `添加IT管理员 ${listNames(people)}`, { people }) : null;
      },
    },
  ),

  route(
    'post',
    E,
    '/admin/removeItAdmin',
    (input) => {
      const e = requireAdmin(input);
      const lenovoId = input.query.get('lenovoId');
      if (!lenovoId) throw new Reject(400, '参数lenovoId不能为空');
      const i = itAdminRows().findIndex((r) => r.enterpriseNumber === e.enterpriseNumber && r.lenovoId === lenovoId);
      if (i < 0) {
        // someone who left since the list was shown is no IT administrator any more: not refused, the answer says so
        if (!keepLiving(e.enterpriseNumber, { lenovoIds: [lenovoId] }).lenovoIds.length) return null;
        throw new Reject(500, '该成员不是IT管理员');
      }
      itAdminRows().splice(i, 1);
      removed.add(input.body);
      return null;
    },
    {
      log: (i) => {
        const people = personNames(i.enterprise!.enterpriseNumber, [i.query.get('lenovoId') ?? '']);
        return removed.has(i.body) ? note('f08', `删除IT管理员 ${listNames(people)}`, { people }) : null;
      },
    },
  ),
];

export default itAdminHandlers;
