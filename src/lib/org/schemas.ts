import * as v from 'valibot';
import { count, flag, id, list, record, text } from '@/lib/contract/fields';

// The organisation's records as the calls of several modules answer them (organisation, departure,
// groups, the org chart): one schema each, the types in ./types.ts inferred from them.

export const DepartmentRef = record({ id, departName: text });

export const StaffStatusSchema = v.picklist(['', 'unactivated', 'unjoined', 'departure']);

export const StaffSchema = record({
  id,
  lenovoId: id,
  name: v.string(),
  telephone: text,
  email: text,
  position: text,
  staffId: text,
  employeeNumber: text,
  extensionNumber: text,
  officeAddress: text,
  entryTime: text,
  departIds: list(id),
  departmentList: list(DepartmentRef),
  /** departments outside a scoped administrator's 管理范围, not listed; a save keeps them (assumed
   *  contract "Partial writes"); absent when none */
  hiddenDepartmentCount: v.optional(count),
  isCeo: flag,
  status: v.optional(StaffStatusSchema, ''),
  departureTime: v.optional(v.string()),
  nativePlace: text,
  major: text,
  idNumber: text,
  university: text,
  birthDate: text,
  graduationTime: text,
  gender: v.optional(v.picklist(['男', '女'])),
  emergencyContact: text,
  emergencyPhone: text,
  emergencyRelation: text,
  bankCardNumber: text,
  openingBank: text,
  education: text,
});

/** The enterprise head as GET /findCeo answers a scoped administrator whose 管理范围 does not cover
 *  them: the name only (assumed contract "Scoped administrators"). */
export const HeadOutsideScopeSchema = record({
  id: v.optional(v.undefined()),
  name: v.string(),
  isCeo: v.literal(true),
  outsideScope: v.literal(true),
});

/** GET /findCeo: the head, null when none is set. */
export const EnterpriseHeadSchema = v.nullable(v.union([HeadOutsideScopeSchema, StaffSchema]));
