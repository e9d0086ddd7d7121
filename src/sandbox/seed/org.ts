import type { Db } from '../db';
import type { DepartmentRow, StaffRow } from '../org-tables';
import { createRandom, type Random } from '../random';
import type { MembershipRow } from '../core-tables';
import { MAIN_ENTERPRISE, SCOPED_ADMIN, SECOND_ENTERPRISE, SEED_ACCOUNTS } from './core';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红鹏辉建文斌宇浩凯晨欣怡思雨子涵梓轩博文佳琪一诺嘉怡俊杰雪婷晓东海燕春梅志强国栋家豪天佑语嫣';
const POSITIONS = [
  '工程师',
  '高级工程师',
  '产品经理',
  '设计师',
  '测试工程师',
  '运营专员',
  '销售经理',
  '客户经理',
  '财务专员',
  '人事专员',
  '行政专员',
  '项目经理',
  '架构师',
  '数据分析师',
  '市场专员',
];
const CITIES = ['北京', '上海', '深圳', '杭州', '成都', '武汉', '南京', '西安', '广州', '苏州'];
const UNIVERSITIES = [
  '清华大学',
  '北京大学',
  '浙江大学',
  '复旦大学',
  '上海交通大学',
  '武汉大学',
  '南京大学',
  '中山大学',
  '四川大学',
  '西安交通大学',
];
const MAJORS = [
  '计算机科学与技术',
  '软件工程',
  '电子信息工程',
  '工商管理',
  '市场营销',
  '会计学',
  '人力资源管理',
  '工业设计',
  '统计学',
  '通信工程',
];
const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国银行', '交通银行'];
const EDUCATION = ['本科', '硕士', '博士', '大专'];

/** The default enterprise's tree: [name, children]. */
const TREE: Array<[string, string[]]> = [
  ['总经办', []],
  ['研发中心', ['前端开发组', '后端开发组', '测试组', '架构组', '移动端组']],
  ['产品部', ['产品规划组', '用户体验组']],
  ['市场部', ['品牌组', '渠道组']],
  ['销售部', ['华北大区', '华东大区', '华南大区', '西南大区']],
  ['客户成功部', []],
  ['人力资源部', ['招聘组', '薪酬绩效组']],
  ['财务部', []],
  ['行政部', []],
];

const LARGE_CENTRES = [
  '研发中心',
  '产品中心',
  '营销中心',
  '运营中心',
  '服务中心',
  '供应链中心',
  '质量中心',
  '数据中心',
  '安全中心',
  '创新中心',
];
const LARGE_DEPARTMENTS = ['平台部', '应用部', '测试部', '架构部', '交付部', '市场部', '销售部', '客服部'];
const LARGE_TEAMS = ['一组', '二组', '三组', '四组', '五组', '六组', '七组', '八组'];

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const date = (r: Random, from: number, to: number) =>
  `${r.int(from, to)}-${pad(r.int(1, 12), 2)}-${pad(r.int(1, 28), 2)}`;

export function personName(r: Random) {
  return r.pick([...SURNAMES]) + (r.chance(0.6) ? r.pick([...GIVEN]) + r.pick([...GIVEN]) : r.pick([...GIVEN]));
}

function makeStaff(r: Random, enterpriseNumber: string, n: number, departIds: string[], domain: string): StaffRow {
  const name = personName(r);
  const city = r.pick(CITIES);
  const birth = date(r, 1970, 2002);
  const status = r.chance(0.04) ? 'unactivated' : r.chance(0.03) ? 'unjoined' : '';
  return {
    id: `u-${enterpriseNumber}-${n}`,
    enterpriseNumber,
    lenovoId: String(20000000 + n + (enterpriseNumber === MAIN_ENTERPRISE ? 0 : 5000000)),
    name,
    telephone: `1${r.pick(['3', '5', '7', '8', '9'])}${pad(r.int(0, 999999999), 9)}`,
    email: `user${n}@${domain}`,
    position: r.pick(POSITIONS),
    staffId: `S${pad(n, 6)}`,
    employeeNumber: `NO${pad(n, 5)}`,
    extensionNumber: pad(r.int(1000, 8999), 4),
    officeAddress: `${city}市${r.pick(['科技园', '软件园', '创新中心'])}${r.int(1, 12)}号楼${r.int(1, 20)}层`,
    entryTime: date(r, 2016, 2026),
    departIds,
    status,
    isCeo: false,
    profile: {
      nativePlace: `${r.pick(['湖北', '湖南', '河南', '四川', '江苏', '浙江', '广东', '山东'])}省`,
      major: r.pick(MAJORS),
      idNumber: `${r.int(110000, 650000)}${birth.replace(/-/g, '')}${pad(r.int(0, 9999), 4)}`,
      university: r.pick(UNIVERSITIES),
      birthDate: birth,
      graduationTime: date(r, 1992, 2025),
      gender: r.chance(0.5) ? '男' : '女',
      emergencyContact: personName(r),
      emergencyPhone: `13${pad(r.int(0, 999999999), 9)}`,
      emergencyRelation: r.pick(['配偶', '父亲', '母亲', '兄弟', '姐妹']),
      bankCardNumber: `6222${pad(r.int(0, 999999999), 9)}${pad(r.int(0, 999999), 6)}`,
      openingBank: `${r.pick(BANKS)}${city}分行`,
      education: r.pick(EDUCATION),
    },
  };
}

interface Plan {
  enterpriseNumber: string;
  rootName: string;
  domain: string;
  departments: number;
  staff: number;
}

function seedEnterprise(r: Random, plan: Plan, deps: DepartmentRow[], people: StaffRow[]) {
  const e = plan.enterpriseNumber;
  const dept = (id: string, name: string, parent: string, sort: number): DepartmentRow => ({
    id,
    enterpriseNumber: e,
    departName: name,
    departNum: id.replace(/^d-/, 'D'),
    departSupervisorId: '',
    parentDepartId: parent,
    enable: true,
    sort,
  });
  const root = dept(`d-${e}-0`, plan.rootName, '0', 0);
  const mine: DepartmentRow[] = [root];
  if (plan.departments <= 60) {
    TREE.forEach(([name, children], i) => {
      const top = dept(`d-${e}-${i + 1}`, name, root.id, i);
      mine.push(top);
      children.forEach((c, j) => mine.push(dept(`d-${e}-${i + 1}-${j + 1}`, c, top.id, j)));
    });
  } else {
    // Large seed: business units → centres → departments → teams, breadth first up to the count.
    const names = [
      (k: number) => `第${k}事业部`,
      (k: number) => LARGE_CENTRES[(k - 1) % LARGE_CENTRES.length],
      (k: number) => LARGE_DEPARTMENTS[(k - 1) % LARGE_DEPARTMENTS.length],
      (k: number) => `${LARGE_TEAMS[(k - 1) % LARGE_TEAMS.length]}`,
    ];
    let frontier = [root];
    let n = 1;
    for (let level = 0; n < plan.departments; level++) {
      const next: DepartmentRow[] = [];
      const width = level === 0 ? 20 : level === 1 ? 10 : 8;
      for (const parent of frontier) {
        for (let k = 1; k <= width && n < plan.departments; k++, n++) {
          const d = dept(`d-${e}-${n}`, names[Math.min(level, 3)](k), parent.id, k);
          mine.push(d);
          next.push(d);
        }
      }
      frontier = next;
    }
  }
  const leaves = mine.filter((d) => d.id !== root.id);
  for (let i = 1; i <= plan.staff; i++) {
    const home = leaves[(i * 7919) % leaves.length] ?? root;
    const extra = r.chance(0.06) ? [leaves[r.int(0, leaves.length - 1)].id] : [];
    people.push(makeStaff(r, e, i, [...new Set([home.id, ...extra])], plan.domain));
  }
  // Supervisors: the first member of each department.
  const firstMember = new Map<string, string>();
  for (const p of people)
    if (p.enterpriseNumber === e) for (const id of p.departIds) if (!firstMember.has(id)) firstMember.set(id, p.id);
  for (const d of mine) d.departSupervisorId = firstMember.get(d.id) ?? '';
  deps.push(...mine);
}

export function seedOrg(db: Db) {
  const r = createRandom(db.size === 'large' ? 7 : 20261122);
  const deps: DepartmentRow[] = [];
  const people: StaffRow[] = [];
  const large = db.size === 'large';
  seedEnterprise(
    r,
    {
      enterpriseNumber: MAIN_ENTERPRISE,
      rootName: '联创未来科技有限公司',
      domain: 'lianchuang.example',
      departments: large ? 10000 : 30,
      staff: large ? 50000 : 240,
    },
    deps,
    people,
  );
  seedEnterprise(
    r,
    {
      enterpriseNumber: SECOND_ENTERPRISE,
      rootName: '星河智造（深圳）有限公司',
      domain: 'xinghe.example',
      departments: 30,
      staff: 36,
    },
    deps,
    people,
  );
  // The seeded administrators are staff of their enterprises too.
  for (const account of SEED_ACCOUNTS.filter((a) => a.lenovoId !== '10000002' && a.lenovoId !== SCOPED_ADMIN)) {
    const mine = people.find((p) => p.enterpriseNumber === MAIN_ENTERPRISE && !p.isCeo && p.lenovoId.startsWith('2'));
    if (!mine) continue;
    Object.assign(mine, {
      lenovoId: account.lenovoId,
      name: account.username,
      telephone: account.telephone,
      email: account.email,
      status: '',
    });
  }
  // 张伟 administers the second enterprise too, so he is one of its members (in its first department).
  const head = SEED_ACCOUNTS[0];
  const second = people.filter((p) => p.enterpriseNumber === SECOND_ENTERPRISE);
  people.push({
    ...makeStaff(r, SECOND_ENTERPRISE, second.length + 1, [`d-${SECOND_ENTERPRISE}-1`], 'xinghe.example'),
    lenovoId: head.lenovoId,
    name: head.username,
    telephone: head.telephone,
    email: head.email,
    position: '总经理',
    status: '',
  });
  seedScopedAdmin(db, deps, people);
  const ceo = people.find((p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.lenovoId === '10000001');
  if (ceo) Object.assign(ceo, { isCeo: true, position: '首席执行官', departIds: [`d-${MAIN_ENTERPRISE}-1`] });
  // Some members who have not activated their account or not joined gave no e-mail: the nucList
  // page can invite them again by SMS only.
  people
    .filter((p) => p.enterpriseNumber === MAIN_ENTERPRISE && (p.status === 'unactivated' || p.status === 'unjoined'))
    .forEach((p, i) => {
      if (i % 5 === 1) p.email = '';
    });
  db.tables.departments = deps;
  db.tables.staff = people;
}

/** The scoped administrator: the enterprise's last seeded member who supervises no department
 *  becomes her, in 销售部 (so no list grows and the other seeded people stay as they were); her
 *  管理范围 is 销售部 and 市场部 (the first of each name on the large seed). */
function seedScopedAdmin(db: Db, deps: DepartmentRow[], people: StaffRow[]) {
  const account = SEED_ACCOUNTS.find((a) => a.lenovoId === SCOPED_ADMIN)!;
  const byName = (name: string) =>
    deps.find((d) => d.enterpriseNumber === MAIN_ENTERPRISE && d.departName === name)!.id;
  const sales = byName('销售部');
  const supervisors = new Set(deps.map((d) => d.departSupervisorId));
  const mine = people.findLast(
    (p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.lenovoId.startsWith('2') && !supervisors.has(p.id),
  );
  if (!mine) return;
  Object.assign(mine, {
    lenovoId: account.lenovoId,
    name: account.username,
    telephone: account.telephone,
    email: account.email,
    position: '销售经理',
    departIds: [sales],
    status: '',
  });
  const membership = (db.tables.memberships as MembershipRow[]).find(
    (m) => m.enterpriseNumber === MAIN_ENTERPRISE && m.lenovoId === SCOPED_ADMIN,
  );
  if (membership) membership.manageScope = { type: 'departments', departmentIds: [sales, byName('市场部')] };
}
