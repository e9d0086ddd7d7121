import type { FieldChange } from '../changelog';
import type { StaffRow } from '../org-tables';
import type { LifecycleContext } from './context';
import { orgPlaces } from './places/org';
import { groupPlaces } from './places/groups';
import { approvalPlaces } from './places/approvals';
import { adminPlaces } from './places/admins';
import { aiPlaces } from './places/ai';
import { meetingRoomPlaces } from './places/meeting-rooms';
import { printerPlaces } from './places/printers';
import { appPlaces } from './places/apps';
import { announcementPlaces } from './places/announcements';
import { rolePlaces } from './places/roles';
import { homePlaces } from './places/home';
import { attendancePlaces } from './places/attendance';
import { leavePlaces } from './places/leave';
import { licencePlaces } from './places/licences';
import { manageScopePlaces } from './places/manage-scopes';

// Every place that stores a person or a department, and what each lifecycle event does to it
// (docs/product.md Part D). A module adds its places in one file of places/ and one line below.

/** Part D §1: a responsibility needs a receiver, a membership or scope may get one, a right ends. */
export type HandoverRule = 'mandatory' | 'optional' | 'none';

/** One thing a leaver holds (a department, a group chat, an approval…). */
export interface HeldItem {
  id: string;
  name: string;
  /** e.g. the approval's flow nodes that name the person */
  detail?: string;
}

/** What a reference must resolve to. People: `living` = a member of the enterprise who has not
 *  departed; `known` = a member (any status) or a deleted person's tombstone (history).
 *  Departments: `living` = a department of the enterprise; `known` = one or a tombstone. */
export type Requirement = 'living' | 'known';

export interface Reference {
  /** where it is stored, as a person would say it: 群聊「全员群」群主 */
  where: string;
  target: 'person' | 'department';
  /** how a person is named: enterprise user id or lenovoId (a department: its id) */
  by: 'id' | 'lenovoId';
  value: string;
  requires: Requirement;
}

export interface ReferencePlace {
  /** stable key: the `kind` of the hand-over calls */
  kind: string;
  /** as the wizard shows it (主管部门, 群聊, 审批流程…) */
  label: string;
  /** the counting word (个, 项) */
  unit: string;
  /** present for what a leaver can hold (listed by the hand-over calls) */
  handover?: HandoverRule;
  /** what becomes of the items nobody receives, as the change log says it (改为未设主管, 直接移除…) */
  released?: string;
  /** what the person holds here */
  holdings?(c: LifecycleContext, person: StaffRow): HeldItem[];
  /** D+H: `receiver` takes the person's place for these items */
  handOver?(c: LifecycleContext, person: StaffRow, receiver: StaffRow, items: readonly HeldItem[]): FieldChange[];
  /** D and Del without a receiver: the person leaves this place (the default holder takes over) */
  release?(c: LifecycleContext, person: StaffRow): FieldChange[];
  /** why the person cannot depart or be deleted at all (the enterprise head…) */
  refusal?(c: LifecycleContext, person: StaffRow): string | null;
  /** where a department is used, each as a refusal names it (审批「请假」条件) */
  departmentUses?(c: LifecycleContext, departId: string): string[];
  /** DD: the departments are about to go */
  departmentsRemoved?(c: LifecycleContext, departIds: ReadonlySet<string>): FieldChange[];
  /** a merge of a restructure plan: every reference to `from` names `to` instead, once; answers
   *  where it did so, by name (the plan's change-log entry lists them) */
  departmentReplaced?(c: LifecycleContext, from: string, to: string): string[];
  /** every person or department reference the place holds (the invariants' property test) */
  references(e: string): Reference[];
}

export const PLACES: readonly ReferencePlace[] = [
  ...approvalPlaces,
  ...groupPlaces,
  ...orgPlaces,
  ...adminPlaces,
  ...aiPlaces,
  ...meetingRoomPlaces,
  ...printerPlaces,
  ...appPlaces,
  ...announcementPlaces,
  ...rolePlaces,
  ...homePlaces,
  ...attendancePlaces,
  ...leavePlaces,
  ...licencePlaces,
  ...manageScopePlaces,
];

const RANK: Record<HandoverRule, number> = { mandatory: 0, optional: 1, none: 2 };

/** The places a leaver can hold something in, as the wizard lists them: responsibilities first,
 *  then what may be handed over, then what ends. */
export const kindsOf = () =>
  PLACES.filter((p) => p.handover && p.holdings).sort((a, b) => RANK[a.handover!] - RANK[b.handover!]);
export const placeOfKind = (kind: string) => kindsOf().find((p) => p.kind === kind);
