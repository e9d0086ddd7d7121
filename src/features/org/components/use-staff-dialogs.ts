import { useState } from 'react';
import type { Staff } from '../api/types';

export type StaffDialog = 'advanced' | 'move' | 'import';

/** Which of the staff panel's dialogs is open, and the person whose drawer (edit or profile) is. */
export function useStaffDialogs() {
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  const [editing, setEditing] = useState<Staff | null>(null);
  const [viewing, setViewing] = useState<Staff | null>(null);
  return { dialog, setDialog, editing, setEditing, viewing, setViewing };
}
