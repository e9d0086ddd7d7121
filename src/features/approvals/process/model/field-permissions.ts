// Field permissions per approver and CC node (assumed contract "Approval process"): each form field
// is editable, read-only or hidden for the node's handlers. Only overrides are stored; a field
// without one (added later, say) takes DEFAULT_PERMISSION, and permissions of fields that are gone
// are dropped on save.
import { mapTree, walk } from './flow-tree';
import type { FieldPermission, FieldPermissions, HandlerNode, StartNode } from './types';

export const DEFAULT_PERMISSION: FieldPermission = 'read';

export const PERMISSION_LABELS: Record<FieldPermission, string> = { edit: '可编辑', read: '只读', hidden: '隐藏' };
export const PERMISSIONS = Object.keys(PERMISSION_LABELS) as FieldPermission[];
/** A CC node's handlers read the form; they never edit it. */
export const CC_PERMISSIONS: readonly FieldPermission[] = ['read', 'hidden'];

export const permissionOf = (perms: FieldPermissions | undefined, fieldId: string): FieldPermission =>
  perms?.[fieldId] ?? DEFAULT_PERMISSION;

/** The overrides worth keeping: known fields whose permission is not the default. */
export function overridesOnly(perms: FieldPermissions | undefined, fieldIds: ReadonlySet<string>): FieldPermissions {
  const out: FieldPermissions = {};
  for (const [id, p] of Object.entries(perms ?? {})) if (fieldIds.has(id) && p !== DEFAULT_PERMISSION) out[id] = p;
  return out;
}

const isHandler = (n: { type: string }): n is HandlerNode => n.type === 'approver' || n.type === 'cc';

/** The node with these permissions; no fieldPermissions key at all when there are none. */
function withPermissions<T extends HandlerNode>(n: T, perms: FieldPermissions): T {
  const next: HandlerNode = { ...n, fieldPermissions: perms };
  if (!Object.keys(perms).length) delete next.fieldPermissions;
  return next as T;
}

export function setFieldPermissions(flow: StartNode, id: string, perms: FieldPermissions): StartNode {
  return mapTree(flow, (n) => (n.id === id && isHandler(n) ? withPermissions(n, perms) : n));
}

/** Drops the permissions of fields that no longer exist (and default ones); the same tree when none are. */
export function pruneFieldPermissions(flow: StartNode, fieldIds: ReadonlySet<string>): StartNode {
  let stale = false;
  walk(flow, (n) => {
    if (isHandler(n) && n.fieldPermissions) {
      stale ||=
        Object.keys(overridesOnly(n.fieldPermissions, fieldIds)).length !== Object.keys(n.fieldPermissions).length;
    }
  });
  if (!stale) return flow;
  return mapTree(flow, (n) =>
    isHandler(n) && n.fieldPermissions ? withPermissions(n, overridesOnly(n.fieldPermissions, fieldIds)) : n,
  );
}
