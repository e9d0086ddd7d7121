import { findEnterprise, memberships, sessions } from '../../core-tables';
import type { ReferencePlace } from '../registry';
import { personReference } from './references';

// The enterprise's administrators (docs/product.md Part D §1 "Rights"): being an administrator
// (管理员设置) ends with the departure and is never handed over, and the person's sessions in the
// enterprise end with it. The enterprise head and the enterprise administrator cannot leave.

const adminRowsOf = (e: string) => memberships().filter((m) => m.enterpriseNumber === e && m.admin);

/** 管理员权限: a right, listed as what ends. */
const adminRights: ReferencePlace = {
  kind: 'admin',
  label: '管理员权限',
  unit: '项',
  handover: 'none',
  released: '离职后失效',
  holdings: (c, p) =>
    adminRowsOf(c.e)
      .filter((m) => m.lenovoId === p.lenovoId)
      .map((m) => ({
        id: m.lenovoId,
        name: '管理员设置',
        detail: m.menuIds === 'all' ? '全部权限' : `${m.menuIds.length}项菜单权限`,
      })),
  release: (c, p) => {
    const all = memberships();
    const mine = all.filter((m) => m.enterpriseNumber === c.e && m.lenovoId === p.lenovoId);
    for (const m of mine) all.splice(all.indexOf(m), 1);
    const open = sessions();
    for (let i = open.length - 1; i >= 0; i--)
      if (open[i].lenovoId === p.lenovoId && open[i].enterpriseNumber === c.e) open.splice(i, 1);
    return mine.some((m) => m.admin) ? [{ field: '管理员权限', before: p.name, after: '' }] : [];
  },
  references: (e) => [
    ...adminRowsOf(e).map((m) => personReference('管理员设置', 'lenovoId', m.lenovoId)),
    ...sessions()
      .filter((s) => s.enterpriseNumber === e)
      .map((s) => personReference('登录会话', 'lenovoId', s.lenovoId)),
  ],
};

/** The enterprise head (CEO) and the enterprise administrator: the role is transferred first. */
const enterpriseRoles: ReferencePlace = {
  kind: 'enterpriseRoles',
  label: '企业负责人与企业管理员',
  unit: '项',
  refusal: (c, p) => {
    if (p.isCeo) return '企业负责人不能离职或删除，请先更换企业负责人';
    if (findEnterprise(c.e)?.adminLenovoId === p.lenovoId) return '企业管理员不能离职或删除，请先转让企业管理员';
    return null;
  },
  references: (e) => {
    const admin = findEnterprise(e)?.adminLenovoId;
    return admin ? [personReference('企业管理员', 'lenovoId', admin)] : [];
  },
};

export const adminPlaces: readonly ReferencePlace[] = [adminRights, enterpriseRoles];
