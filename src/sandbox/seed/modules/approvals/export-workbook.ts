// The .xlsx the approval data export answers with, made with exceljs (loaded on first use).
import type { ApprovalRecordRow } from './tables';

/** Approval list filters, type and status 0–4 (admin-modules §4 "Approval list filters"). */
const EXPORT_TYPES = ['全部', '请假', '补卡', '资产申请', '报销'] as const;
const EXPORT_STATUSES = ['全部', '审批中', '已通过', '已驳回', '已撤回'] as const;

const stamp = (ms: number | null) => {
  if (ms === null) return '';
  const d = new Date(ms + 8 * 3_600_000); // China time
  return d.toISOString().slice(0, 16).replace('T', ' ');
};

export async function buildExportWorkbook(rows: ApprovalRecordRow[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('审批数据');
  sheet.columns = [
    { header: '审批编号', key: 'id', width: 16 },
    { header: '审批类型', key: 'type', width: 10 },
    { header: '审批名称', key: 'approveName', width: 14 },
    { header: '发起人', key: 'applicant', width: 10 },
    { header: '所在部门', key: 'departName', width: 14 },
    { header: '审批状态', key: 'status', width: 10 },
    { header: '发起时间', key: 'createTime', width: 18 },
    { header: '完成时间', key: 'finishTime', width: 18 },
    { header: '摘要', key: 'summary', width: 24 },
  ];
  for (const r of rows) {
    sheet.addRow({
      ...r,
      type: EXPORT_TYPES[r.type],
      status: EXPORT_STATUSES[r.status],
      createTime: stamp(r.createTime),
      finishTime: stamp(r.finishTime),
    });
  }
  sheet.getRow(1).font = { bold: true };
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}
