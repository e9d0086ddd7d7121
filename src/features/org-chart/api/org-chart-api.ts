import { request } from '@/lib/contract/define';
import { moveDepartmentCall } from './contract';

// Org chart adjustment: /depart/move (the structure is the shared /depart/tree query, lib/org/depart-tree.ts).

/** The chart's view of a /depart/tree department (lib/org/depart-tree.ts's DepartTreeNode). */
export interface ChartNode {
  id: string;
  departName: string;
  /** direct members */
  departSum: number;
  /** members including all sub-departments, each counted once */
  memberTotal: number;
  /** '' when the department has none */
  departSupervisorId: string;
  supervisorName: string;
  parentDepartId: string;
  enable: boolean;
  departTree: ChartNode[];
}

export const moveDepartment = (departId: string, parentDepartId: string) =>
  request(moveDepartmentCall, { body: { departId, parentDepartId } }, { silent: true });
