import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toastError } from '@/lib/feedback/toast';
import { useStaffByLenovoId } from '../api/queries';
import type { Staff } from '../api/types';
import { lazyNamed } from '@/lib/lazy-named';

// Loaded when an address names a profile, as the staff list loads them when one is opened.
const StaffProfileDrawer = lazyNamed(() => import('./staff-profile-drawer').then((m) => m.StaffProfileDrawer));
const StaffFormDrawer = lazyNamed(() => import('./staff-form-drawer').then((m) => m.StaffFormDrawer));

/** The read-only profile named by the address (?profile=<lenovoId>, e.g. from global search);
 *  closing it drops the parameter. 编辑 opens the edit drawer as from the staff list. */
export function ProfileFromUrl() {
  const [params, setParams] = useSearchParams();
  const lenovoId = params.get('profile') ?? '';
  const [editing, setEditing] = useState<Staff | null>(null);
  const person = useStaffByLenovoId(lenovoId);
  const close = () =>
    setParams(
      (p) => {
        p.delete('profile');
        return p;
      },
      { replace: true },
    );
  const missing = !!lenovoId && person.data === null;
  useEffect(() => {
    if (!missing) return;
    toastError('未找到该员工');
    setParams(
      (p) => {
        p.delete('profile');
        return p;
      },
      { replace: true },
    );
  }, [missing, setParams]);
  if (editing) return <StaffFormDrawer staff={editing} onClose={() => setEditing(null)} />;
  if (!lenovoId || !person.data) return null;
  const staff = person.data;
  return (
    <StaffProfileDrawer
      staff={staff}
      onDepart={null}
      onClose={close}
      onEdit={() => {
        close();
        setEditing(staff);
      }}
    />
  );
}
