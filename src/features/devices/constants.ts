import type { PrinterType } from './api/types';

// Labels and limits of devices and printers.

/** Printer serial number: 12 characters, upper-case letters and digits, starting with a letter (assumed format). */
export const SN_PATTERN = /^[A-Z][A-Z0-9]{11}$/;
export const SN_MESSAGE = '序列号为12位大写字母或数字，以字母开头';
export const PRICE_MAX = 100;

export const TYPE_LABEL: Record<PrinterType, string> = { purchase: '购买', rental: '租赁' };

export const HISTORY_FILE = '打印记录.xlsx';
export const SERVICE_HISTORY_FILE = '打印服务使用记录.xlsx';

export const DEVICE_PATH = '/home/workbench_deviceManagement';
/** The printer service usage page: no menu path in the spec, so a sub-page of 设备管理. */
export const PRINT_SERVICE_PATH = '/home/workbench_deviceManagement/print_service';

/** 使用权限: everyone may print. */
export const EVERYONE = '全部成员';
/** A printer limited to chosen people and departments when every one of them has left (docs/product.md Part D §2). */
export const NOBODY_MAY_PRINT = '无人可使用';
/** why a scoped administrator cannot delete a printer whose users include people or departments
 *  outside her 管理范围 (the server refuses it) */
export const MSG_USERS_HIDDEN = '该打印机的使用权限包含您管理范围外的人员或部门，无法删除';
/** how many of a printer's users lie outside a scoped administrator's 管理范围 (0 when none) */
export const hiddenUsersOf = (a: { hiddenDepartCount?: number; hiddenUserCount?: number }) =>
  (a.hiddenDepartCount ?? 0) + (a.hiddenUserCount ?? 0);
