// What checking an answer against its schema costs on the largest answers (docs/assumed-contract.md
// "Answers checked at run time"): the 10,000-department /depart/tree and a 100-row staff page, checked
// as the HTTP layer checks them (the schema's Standard Schema validate), each on a fresh JSON.parse of
// the answer. Node's V8 is Chromium's engine; medians of 15 runs after 3 warm-ups, budget 10 ms each.
//   node scripts/bench-contract-parse.mjs
import { loadContract } from './contract/load.mjs';

const BUDGET_MS = 10;
const { load, close } = await loadContract();
const { departTreeCall, userSearchCall } = await load('/src/lib/org/contract.ts');
const { departTree } = await load('/scripts/bench/depart-tree-data.ts');
await close();

/** A page of 100 staff with every field the organisation's answers carry. */
const staffPage = (size) => ({
  list: Array.from({ length: size }, (_, i) => ({
    id: `u${i}`,
    lenovoId: String(10010000 + i),
    name: `员工${i}`,
    telephone: `138${String(i).padStart(8, '0')}`,
    email: `staff${i}@example.com`,
    position: '工程师',
    staffId: `S${i}`,
    employeeNumber: `E${i}`,
    extensionNumber: '',
    officeAddress: '北京市海淀区',
    entryTime: '2024-03-01',
    departIds: ['d1', 'd2'],
    departmentList: [
      { id: 'd1', departName: '研发中心' },
      { id: 'd2', departName: '平台部' },
    ],
    isCeo: false,
    status: '',
    nativePlace: '北京',
    major: '计算机',
    idNumber: '1101********1234',
    university: '北京大学',
    birthDate: '1990-01-01',
    graduationTime: '2012-07-01',
    gender: i % 2 ? '男' : '女',
    emergencyContact: '张三',
    emergencyPhone: '13900000000',
    emergencyRelation: '配偶',
    bankCardNumber: '6222********1234',
    openingBank: '招商银行',
    education: '本科',
  })),
  total: 10000,
  page: 1,
  size,
});

function measure(label, schema, answer) {
  const json = JSON.stringify(answer);
  const times = [];
  for (let i = 0; i < 18; i++) {
    const data = JSON.parse(json);
    const t = performance.now();
    const result = schema['~standard'].validate(data);
    const ms = performance.now() - t;
    if (result.issues)
      throw new Error(`${label}: ${JSON.stringify(result.issues[0].path)} ${result.issues[0].message}`);
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${label.padEnd(36)} median ${median.toFixed(1)} ms (${times[0].toFixed(1)}–${times.at(-1).toFixed(1)}), ${(json.length / 1e6).toFixed(1)} MB; budget ${BUDGET_MS} ms`,
  );
  return median;
}

const medians = [
  measure('/depart/tree, 10,000 departments', departTreeCall.answer, departTree(10000)),
  measure('/admin/userSearch, 100 staff', userSearchCall.answer, staffPage(100)),
];
process.exit(medians.every((m) => m <= BUDGET_MS) ? 0 : 1);
