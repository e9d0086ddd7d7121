import { Button, Descriptions, Space, Typography } from 'antd';
import type { ReviewDepartment } from '../../api/plan-types';
import { countText, MarkTags } from './mark-tags';

const ROOT_PARENT = '0';

interface Props {
  dept: ReviewDepartment;
  names: ReadonlyMap<string, string>;
  readOnly?: boolean;
  onAction(action: 'rename' | 'move' | 'create' | 'merge' | 'delete' | 'supervisor' | 'moveIn'): void;
}

/** before → after, e.g. 华东销售部 → 华东区销售部; the value alone when the plan leaves it. */
function Diff({ before, after }: { before: string | undefined; after: string }) {
  if (before === undefined || before === after) return <>{after}</>;
  return (
    <>
      {before} → {after}
    </>
  );
}

/** The selected department of the plan: what the plan changes (调整前 → 调整后) and its actions. */
export function DepartmentPanel({ dept, names, readOnly, onAction }: Props) {
  const b = dept.before;
  const parentName = (id: string) => (id === ROOT_PARENT ? '无' : (names.get(id) ?? ''));
  const supervisor = (id: string, name: string) => (id ? name : '未设主管');
  const isRoot = dept.parentDepartId === ROOT_PARENT;
  const editable = !readOnly && !dept.gone;
  return (
    <section aria-label={`部门：${dept.departName}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {dept.departName}
        <MarkTags marks={dept.marks} />
      </Typography.Title>
      {dept.gone && (
        <Typography.Paragraph type="secondary">
          {dept.mergedInto ? `已合并到“${names.get(dept.mergedInto) ?? ''}”` : '已删除'}
        </Typography.Paragraph>
      )}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="名称">
          <Diff before={b?.departName} after={dept.departName} />
        </Descriptions.Item>
        <Descriptions.Item label="上级部门">
          <Diff before={b ? parentName(b.parentDepartId) : undefined} after={parentName(dept.parentDepartId)} />
        </Descriptions.Item>
        <Descriptions.Item label="主管">
          <Diff
            before={b ? supervisor(b.supervisorId, b.supervisorName) : undefined}
            after={supervisor(dept.supervisorId, dept.supervisorName)}
          />
        </Descriptions.Item>
        <Descriptions.Item label="直属成员">{countText(dept.members)}</Descriptions.Item>
        <Descriptions.Item label="合计成员">{countText(dept.total)}</Descriptions.Item>
      </Descriptions>
      {editable && (
        <Space wrap style={{ marginTop: 12 }}>
          <Button onClick={() => onAction('rename')}>重命名</Button>
          {!isRoot && <Button onClick={() => onAction('move')}>调整上级</Button>}
          <Button onClick={() => onAction('create')}>新建下级部门</Button>
          {!isRoot && <Button onClick={() => onAction('merge')}>合并到…</Button>}
          {!isRoot && (
            <Button danger onClick={() => onAction('delete')}>
              删除
            </Button>
          )}
          <Button onClick={() => onAction('supervisor')}>设置主管</Button>
          <Button onClick={() => onAction('moveIn')}>调入人员</Button>
        </Space>
      )}
    </section>
  );
}
