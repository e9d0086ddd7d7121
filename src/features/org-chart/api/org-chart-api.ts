import { services } from '@/config/services';
import { put } from '@/lib/http/client';

// Org chart adjustment: /depart/move (the structure is the shared /depart/tree query, lib/org/depart-tree.ts) (body assumed: departId, parentDepartId).
const E = services.enterprise;

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
  put(`${E}/depart/move`, { departId, parentDepartId }, { silent: true });
