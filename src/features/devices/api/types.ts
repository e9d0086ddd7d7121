// Shapes of the device and printer calls and of the printer service's usage calls, inferred from the
// call schemas (./contract.ts, where their fields are described).
export type {
  AuthorizationInput,
  HistoryQuery,
  PrintPoints,
  PrintRecord,
  Printer,
  PrinterInput,
  PrinterType,
  ServiceHistoryQuery,
} from './contract';
