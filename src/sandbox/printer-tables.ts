import { table } from './db';
import { note } from './org-tables';
import type { PrinterType, PrintRecord } from '@/features/devices/api/types';

// Devices and printers (admin-modules §3 Printer, §7 "Printers and devices"), the factory's register
// of serial numbers a printer can be bound with, print jobs and print packages.

/** The factory's register: every SN that exists, with its model. A printer is bound by SN. */
export interface FactoryPrinterRow {
  sn: string;
  model: string;
}

export interface PrinterRow {
  printerId: string;
  enterpriseNumber: string;
  enterpriseId: string;
  printerSn: string;
  model: string;
  location: string;
  type: PrinterType;
  price: number;
  printerIconUrl: string;
  range: 'all' | 'custom';
  departIds: string[];
  lenovoIds: string[];
  createTime: string;
}

/** A print job as stored: the answer's record, kept per enterprise. */
export interface PrintJobRow extends PrintRecord {
  enterpriseNumber: string;
}

export interface DeviceCategoryRow {
  id: string;
  enterpriseNumber: string;
  name: string;
  /** printers are counted from the printer table; other categories keep their count here */
  count: number;
  manageable: boolean;
}

/** A print package: points bought, points used are the jobs' points. */
export interface PrintPackageRow {
  enterpriseNumber: string;
  totalValue: number;
  expireTime: string;
}

/** A printer-service token (token login). */
export interface PrintTokenRow {
  token: string;
  enterpriseNumber: string;
  expireAt: number;
}

export interface RentalPriceRow {
  enterpriseNumber: string;
  blackWhite: number;
  color: number;
  monthlyRent: number;
}

export const factoryPrinters = () => table<FactoryPrinterRow>('factoryPrinters');
export const printers = () => table<PrinterRow>('printers');
export const printJobs = () => table<PrintJobRow>('printJobs');
export const deviceCategories = () => table<DeviceCategoryRow>('deviceCategories');
export const printPackages = () => table<PrintPackageRow>('printPackages');
export const printTokens = () => table<PrintTokenRow>('printTokens');
export const rentalPrices = () => table<RentalPriceRow>('rentalPrices');

export const printersOf = (e: string) => printers().filter((p) => p.enterpriseNumber === e);

/** Serial number format (assumed): 12 upper-case letters or digits, starting with a letter. */
export const SN_FORMAT = /^[A-Z][A-Z0-9]{11}$/;

/** The print points a job uses: a page side 1 point, in colour 5. */
export const jobPoints = (pages: number, copies: number, color: boolean) => pages * copies * (color ? 5 : 1);

/** Money in yuan with at most 2 decimals. */
export const yuan = (n: number) => Math.round(n * 100) / 100;

export const deviceNote = (keyword: string, touched: { people?: string[]; objects?: string[] } = {}) =>
  note('f15', keyword, touched);
