import { services } from '@/config/services';
import { get, put } from '@/lib/http/client';

// Org chart adjustment: the structure and /depart/move (body assumed: departId, parentDepartId).
const E = services.enterprise;

export interface ChartNode {
  id: string;
  departName: string;
  /** direct members */
  departSum: number;
  /** members including all sub-departments, each counted once */
  memberTotal: number;
  supervisorName: string;
  parentDepartId: string;
  enable: boolean;
  departTree: ChartNode[];
}

export const fetchStructure = (signal?: AbortSignal) => get<ChartNode[]>(`${E}/depart/tree`, undefined, { signal });
export const moveDepartment = (departId: string, parentDepartId: string) => put(`${E}/depart/move`, { departId, parentDepartId }, { silent: true });
