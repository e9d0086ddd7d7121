/** Certification record of the current enterprise (shape assumed, docs/assumed-contract.md). */
export interface CertificationStatus {
  /** 0 not applied, 1 under review, 2 certified, 3 rejected, 4 appeal under review */
  applyStatus: number;
  enterpriseName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
  applyTime: string;
  auditTime?: string;
  rejectReason?: string;
}

export interface ApplyInput {
  enterpriseName: string;
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
}

export interface AppealInput {
  reason: string;
  contactPhone: string;
}

export interface AuthInput {
  enterpriseName: string;
  creditCode: string;
  legalPerson: string;
}

export interface AppealState {
  /** true while an appeal waits for review */
  isAppeal: boolean;
  reason?: string;
  contactPhone?: string;
  appealTime?: string;
}

/** Business registration information (/enterpriseauth/getTycBaseInfo). */
export interface BusinessInfo {
  enterpriseName: string;
  creditCode: string;
  legalPerson: string;
  registeredCapital: string;
  establishDate: string;
  address: string;
  businessScope: string;
  regStatus: string;
}

export interface SwitchStatus {
  status: number;
}

export interface DynamicMessage {
  id: string;
  title: string;
  content: string;
  createTime: string;
  /** 0 unread, 1 read */
  status: number;
}

export interface NoviceGuide {
  guideType: string;
  /** 1 seen */
  guideStatus: number;
}

export interface ItAdmin {
  lenovoId: string;
  name: string;
  telephone: string;
  departmentList: Array<{ id: string; departName: string }>;
  createTime: string;
}

export interface EnterpriseUserHit {
  lenovoId: string;
  name: string;
  telephone: string;
  departmentList: Array<{ id: string; departName: string }>;
  isItAdmin: boolean;
}

export interface MyDepartNode {
  id: string;
  departName: string;
  departTree?: MyDepartNode[];
}

export interface AttendanceStatistics {
  shouldAttend: number;
  normal: number;
  late: number;
  leaveEarly: number;
  absent: number;
  onLeave: number;
  businessTrip: number;
  /** per day: date, attendance rate 0–100 */
  daily: Array<{ date: string; rate: number }>;
}

export interface DurationInfo {
  averageWorkHours: number;
  totalOvertimeHours: number;
  totalLeaveHours: number;
  ranking: Array<{ name: string; hours: number }>;
}

export interface Bill {
  id: string;
  date: string;
  item: string;
  applicant: string;
  amount: number;
}

/** The seven expense groups: each an object whose values are bills. */
export type CostData = Record<
  | 'travelExpense'
  | 'accommodationExpense'
  | 'trafficExpense'
  | 'entertainmentExpense'
  | 'teamConstructionExpense'
  | 'communicationExpense'
  | 'otherExpense',
  Record<string, Bill>
>;

export interface TaskDashBoard {
  total: number;
  finished: number;
  inProgress: number;
  overdue: number;
  notStarted: number;
}

export interface ScheduleAndMeeting {
  scheduleCount: number;
  meetingCount: number;
  meetingHours: number;
  upcoming: Array<{ id: string; title: string; startTime: string; kind: 'meeting' | 'schedule'; room?: string }>;
}

export interface DashboardData {
  attendanceStatistics: AttendanceStatistics;
  durationInfoResponse: DurationInfo;
  costData: CostData;
  taskDashBoard: TaskDashBoard;
  scheduleAndMeeting: ScheduleAndMeeting;
}
