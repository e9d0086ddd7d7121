/** Where the plan page points the chart (a problem's link): the department to select and scroll to,
 *  and the change to highlight in the change list. `seq` grows with each click, so the same link
 *  clicked twice points again. */
export interface PlanFocus {
  departId: string;
  changeId: string;
  seq: number;
}
