import type { ResolvedDepartment, ResolvedPerson } from './types';
import './ref-text.css';

// How a reference reads (docs/product.md Part D §3): its name, with 已离职 or 已删除 where it applies;
// 未知人员 / 未知部门 when the server cannot resolve it; 管理范围外人员 / 管理范围外部门, with no name,
// for a scoped administrator's reference outside her 管理范围; while it resolves, the name the caller already
// has, else a neutral placeholder. Never the raw id.

export const UNKNOWN_PERSON = '未知人员';
export const UNKNOWN_DEPARTMENT = '未知部门';
export const OUTSIDE_PERSON = '管理范围外人员';
export const OUTSIDE_DEPARTMENT = '管理范围外部门';
export const PENDING_TEXT = '…';
/** shown when the lookup failed and no name was given (the layer has already said why) */
export const UNRESOLVED_TEXT = '—';

const MARK = { departed: '已离职', deleted: '已删除' } as const;
export type RefMark = (typeof MARK)[keyof typeof MARK];

export interface RefDisplay {
  text: string;
  mark?: RefMark;
  pending?: boolean;
}

const waiting = (given: string | undefined, failed: boolean): RefDisplay =>
  failed ? { text: given || UNRESOLVED_TEXT } : { text: given || PENDING_TEXT, pending: !given };

export function personDisplay(person: ResolvedPerson | undefined, given?: string, failed = false): RefDisplay {
  if (!person) return waiting(given, failed);
  if (person.state === 'unknown') return { text: UNKNOWN_PERSON };
  if (person.state === 'outside') return { text: OUTSIDE_PERSON };
  const mark = person.state === 'departed' || person.state === 'deleted' ? MARK[person.state] : undefined;
  return { text: person.name || given || UNKNOWN_PERSON, mark };
}

export function departmentDisplay(
  department: ResolvedDepartment | undefined,
  given?: string,
  failed = false,
): RefDisplay {
  if (!department) return waiting(given, failed);
  if (department.state === 'unknown') return { text: UNKNOWN_DEPARTMENT };
  if (department.state === 'outside') return { text: OUTSIDE_DEPARTMENT };
  return {
    text: department.name || given || UNKNOWN_DEPARTMENT,
    mark: department.state === 'deleted' ? MARK.deleted : undefined,
  };
}

/** For plain text (joined lists, selects): 市场部（已删除）. */
export const refLabel = ({ text, mark }: RefDisplay) => (mark ? `${text}（${mark}）` : text);

/** The name and its state; the state is part of the accessible name ("张三 已离职"). */
export function RefText({ text, mark, pending }: RefDisplay) {
  if (pending) return <span aria-busy="true">{text}</span>;
  if (!mark) return <>{text}</>;
  return (
    <>
      {text} <span className="ref-mark">{mark}</span>
    </>
  );
}
