// 首页's records, inferred from the call schemas (./contract.ts).
export type {
  AppealInput,
  AppealState,
  ApplyInput,
  AttendanceStatistics,
  AuthInput,
  Bill,
  CertificationStatus,
  CostData,
  DashboardParams,
  DurationInfo,
  DynamicMessage,
  ItAdmin,
  MyDepartNode,
  NoviceGuide,
  ScheduleAndMeeting,
  TaskDashBoard,
} from './contract';
