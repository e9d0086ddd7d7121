import type { TableColumnsType } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import type { PrintRecord } from '../api/types';

/** The columns of a print history. A job is history: whoever printed is named with their state now
 *  (已离职, 已删除: docs/product.md Part D §1). */
export const historyColumns = (withType = false): TableColumnsType<PrintRecord> => [
  { title: '打印时间', dataIndex: 'printTime', width: 170 },
  {
    title: '打印人',
    key: 'userName',
    width: 110,
    render: (_v, r) => <PersonRef lenovoId={r.lenovoId} name={r.userName || undefined} />,
  },
  { title: '部门', dataIndex: 'departName', width: 120, ellipsis: true },
  { title: '文件名', dataIndex: 'fileName', ellipsis: true },
  { title: '打印机', dataIndex: 'printerSn', width: 130 },
  { title: '位置', dataIndex: 'location', ellipsis: true },
  ...(withType
    ? [
        {
          title: '类型',
          dataIndex: 'type',
          width: 70,
          render: (t: PrintRecord['type']) => (t === 'rental' ? '租赁' : '购买'),
        },
      ]
    : []),
  { title: '页数', dataIndex: 'pages', width: 70 },
  { title: '份数', dataIndex: 'copies', width: 70 },
  { title: '彩色', dataIndex: 'color', width: 70, render: (c: boolean) => (c ? '是' : '否') },
  { title: '金额（元）', dataIndex: 'amount', width: 100, render: (n: number) => n.toFixed(2) },
  { title: '消耗点数', dataIndex: 'points', width: 90 },
];
