import dayjs from 'dayjs';
import type { Seeder } from '../../db';
import type { DepartmentRow, StaffRow } from '../../org-tables';
import type { EnterpriseRow } from '../../core-tables';
import type {
  DeviceCategoryRow,
  FactoryPrinterRow,
  PrintJobRow,
  PrinterRow,
  PrintPackageRow,
  RentalPriceRow,
} from '../../printer-tables';
import { jobPoints, yuan } from '../../printer-tables';
import { createRandom } from '../../random';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '../core';

// Six printers of the main enterprise (four bought, two rented) with a year of print jobs; the
// factory register holds their SNs, four SNs not bound yet (LP2026000101–104) and one bound to the
// second enterprise (LP2026000201). The main enterprise has a print package; the second has none
// (its points call answers ENTERPRISE_0072, a success per §8).

export const UNBOUND_SNS = ['LP2026000101', 'LP2026000102', 'LP2026000103', 'LP2026000104'];
export const OTHER_ENTERPRISE_SN = 'LP2026000201';
const MODELS = ['联想 LJ2605D', '联想 CM7110W', '联想 M7605D', '联想 GM337DN'];
const PRINTERS: Array<[location: string, type: PrinterRow['type'], price: number]> = [
  ['总部大楼 3层 前台', 'purchase', 0.1],
  ['总部大楼 5层 研发区', 'purchase', 0.1],
  ['总部大楼 8层 财务室', 'purchase', 0.2],
  ['研发中心 2层 茶水间', 'purchase', 0],
  ['研发中心 6层 会议区', 'rental', 0.3],
  ['分公司 1层 大厅', 'rental', 0.5],
];
const FILES = [
  '季度报告.pdf',
  '合同扫描件.pdf',
  '会议纪要.docx',
  '报销单.xlsx',
  '产品手册.pdf',
  '设计稿.png',
  '培训材料.pptx',
  '请假单.docx',
];

const seedDevices: Seeder = (db) => {
  const r = createRandom(1515);
  const enterprise = ((db.tables.enterprises ?? []) as EnterpriseRow[]).find(
    (e) => e.enterpriseNumber === MAIN_ENTERPRISE,
  );
  const staff = ((db.tables.staff ?? []) as StaffRow[])
    .filter((s) => s.enterpriseNumber === MAIN_ENTERPRISE && s.status !== 'departure')
    .slice(0, 60);
  const departs = new Map(((db.tables.departments ?? []) as DepartmentRow[]).map((d) => [d.id, d.departName]));
  const start = dayjs().subtract(1, 'year').startOf('day');
  const factory: FactoryPrinterRow[] = [];
  const printers: PrinterRow[] = PRINTERS.map(([location, type, price], i) => {
    const sn = `LP20260000${String(i + 1).padStart(2, '0')}`;
    const model = MODELS[i % MODELS.length];
    factory.push({ sn, model });
    return {
      printerId: `prt-${i + 1}`,
      enterpriseNumber: MAIN_ENTERPRISE,
      enterpriseId: enterprise?.id ?? '',
      printerSn: sn,
      model,
      location,
      type,
      price,
      printerIconUrl: '',
      range: 'all',
      departIds: [],
      lenovoIds: [],
      createTime: start.add(i, 'day').format('YYYY-MM-DD HH:mm:ss'),
    };
  });
  for (const sn of UNBOUND_SNS) factory.push({ sn, model: r.pick(MODELS) });
  factory.push({ sn: OTHER_ENTERPRISE_SN, model: MODELS[0] });
  const second = ((db.tables.enterprises ?? []) as EnterpriseRow[]).find(
    (e) => e.enterpriseNumber === SECOND_ENTERPRISE,
  );
  printers.push({
    printerId: 'prt-201',
    enterpriseNumber: SECOND_ENTERPRISE,
    enterpriseId: second?.id ?? '',
    printerSn: OTHER_ENTERPRISE_SN,
    model: MODELS[0],
    location: '办公室',
    type: 'purchase',
    price: 0,
    printerIconUrl: '',
    range: 'all',
    departIds: [],
    lenovoIds: [],
    createTime: start.format('YYYY-MM-DD HH:mm:ss'),
  });

  const jobs: PrintJobRow[] = [];
  let n = 0;
  for (let day = 0; day <= 365 && staff.length; day++) {
    const date = start.add(day, 'day');
    if (date.isAfter(dayjs())) break;
    if (date.day() === 0 || date.day() === 6) continue;
    const count = r.int(0, 4);
    for (let k = 0; k < count; k++) {
      const p = printers[r.int(0, PRINTERS.length - 1)];
      const person = r.pick(staff);
      const pages = r.int(1, 30);
      const copies = r.chance(0.8) ? 1 : r.int(2, 5);
      const color = r.chance(0.25);
      jobs.push({
        id: `pj-${++n}`,
        enterpriseNumber: MAIN_ENTERPRISE,
        printerId: p.printerId,
        printerSn: p.printerSn,
        location: p.location,
        type: p.type,
        lenovoId: person.lenovoId,
        userName: person.name,
        departName: departs.get(person.departIds[0]) ?? '',
        fileName: r.pick(FILES),
        pages,
        copies,
        color,
        amount: yuan(pages * copies * p.price),
        points: jobPoints(pages, copies, color),
        printTime: date.hour(r.int(8, 18)).minute(r.int(0, 59)).second(r.int(0, 59)).format('YYYY-MM-DD HH:mm:ss'),
      });
    }
  }
  const categories: DeviceCategoryRow[] = [MAIN_ENTERPRISE, SECOND_ENTERPRISE].flatMap((e) => [
    { id: `dc-${e}-printer`, enterpriseNumber: e, name: '打印机', count: 0, manageable: true },
    {
      id: `dc-${e}-board`,
      enterpriseNumber: e,
      name: '会议平板',
      count: e === MAIN_ENTERPRISE ? 4 : 0,
      manageable: false,
    },
    {
      id: `dc-${e}-attendance`,
      enterpriseNumber: e,
      name: '考勤机',
      count: e === MAIN_ENTERPRISE ? 3 : 1,
      manageable: false,
    },
    { id: `dc-${e}-door`, enterpriseNumber: e, name: '门禁', count: e === MAIN_ENTERPRISE ? 2 : 0, manageable: false },
  ]);
  const packages: PrintPackageRow[] = [
    { enterpriseNumber: MAIN_ENTERPRISE, totalValue: 200000, expireTime: dayjs().add(1, 'year').format('YYYY-MM-DD') },
  ];
  const rental: RentalPriceRow[] = [
    { enterpriseNumber: MAIN_ENTERPRISE, blackWhite: 0.1, color: 0.5, monthlyRent: 199 },
  ];

  db.tables.factoryPrinters = factory;
  db.tables.printers = printers;
  db.tables.printJobs = jobs.reverse(); // newest first
  db.tables.deviceCategories = categories;
  db.tables.printPackages = packages;
  db.tables.printTokens = [];
  db.tables.rentalPrices = rental;
};

export default seedDevices;
