import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Divider, Drawer, Space, Tag, Typography } from 'antd';
import { STAFF_STATUS_LABEL } from '@/lib/org/types';
import { DepartmentRef } from '@/components/directory/department-ref';
import { usePersonRoles } from '../api/queries';
import type { Staff } from '../api/types';
import { PersonHistory } from './person-history';
import { SensitiveValue } from './sensitive-value';

type Field = [keyof Staff, string];

/** Every field of a staff member (admin-modules §3 Staff, profile fields included). */
const BASIC: Field[] = [
  ['name', '姓名'],
  ['telephone', '手机号'],
  ['email', '邮箱'],
  ['position', '职位'],
  ['staffId', '工号'],
  ['employeeNumber', '员工编号'],
  ['extensionNumber', '分机号'],
  ['officeAddress', '办公地点'],
  ['entryTime', '入职时间'],
];
const PERSONAL: Field[] = [
  ['gender', '性别'],
  ['birthDate', '出生日期'],
  ['nativePlace', '籍贯'],
  ['idNumber', '身份证号'],
  ['education', '最高学历'],
  ['university', '毕业院校'],
  ['major', '专业'],
  ['graduationTime', '毕业时间'],
  ['emergencyContact', '紧急联系人'],
  ['emergencyPhone', '紧急联系人电话'],
  ['emergencyRelation', '与紧急联系人关系'],
  ['bankCardNumber', '银行卡号'],
  ['openingBank', '开户行'],
];

const text = (s: Staff, key: keyof Staff) => String(s[key] ?? '') || '-';
const items = (s: Staff, fields: Field[]) =>
  fields.map(([key, label]) => ({
    key,
    label,
    children:
      key === 'idNumber' || key === 'bankCardNumber' ? (
        <SensitiveValue staffId={s.id} field={key} label={label} masked={s[key]} />
      ) : (
        text(s, key)
      ),
  }));

/** A section that loads on its own: a failure (e.g. no permission) shows the server's message. */
function Section<T>({
  title,
  q,
  children,
}: {
  title: string;
  q: { isLoading: boolean; isError: boolean; error: Error | null; data?: T };
  children(data: T): ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Divider titlePlacement="start">{title}</Divider>
      {q.isLoading ? (
        <Typography.Text type="secondary">加载中…</Typography.Text>
      ) : q.isError ? (
        <Alert type="warning" showIcon title={q.error?.message || '加载失败'} />
      ) : (
        q.data !== undefined && children(q.data)
      )}
    </section>
  );
}

interface Props {
  staff: Staff;
  /** null: 离职 is not offered (departed, the administrator himself, the enterprise head) */
  onDepart: (() => void) | null;
  onEdit(): void;
  onClose(): void;
}

/** The read-only profile opened from a staff name: all fields, departments, roles and the recent
 *  history (every change log entry that touched the person), with 编辑 (the edit drawer) and 离职. */
export function StaffProfileDrawer({ staff: s, onDepart, onEdit, onClose }: Props) {
  const roles = usePersonRoles(s.lenovoId);
  const departed = s.status === 'departure';
  return (
    <Drawer
      open
      title={`员工资料：${s.name}`}
      size="large"
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          {onDepart && <Button onClick={onDepart}>离职</Button>}
          {!departed && (
            <Button type="primary" onClick={onEdit}>
              编辑
            </Button>
          )}
        </Space>
      }
    >
      <Space size={4} style={{ marginBottom: 8 }}>
        {s.isCeo && <Tag color="gold">企业负责人</Tag>}
        {s.status && <Tag color={departed ? 'default' : 'orange'}>{STAFF_STATUS_LABEL[s.status]}</Tag>}
        {departed && s.departureTime && <Typography.Text type="secondary">离职时间：{s.departureTime}</Typography.Text>}
      </Space>
      <Descriptions size="small" column={2} title="基本信息" items={items(s, BASIC)} />
      <Divider titlePlacement="start">所在部门</Divider>
      <Space wrap>
        {s.departmentList.length
          ? s.departmentList.map((d) => (
              <Tag key={d.id}>
                <DepartmentRef id={d.id} name={d.departName} />
              </Tag>
            ))
          : '-'}
      </Space>
      <Divider />
      <Descriptions size="small" column={2} title="个人信息" items={items(s, PERSONAL)} />
      <Section title="角色" q={roles}>
        {(list) =>
          list.length ? (
            <Space wrap>
              {list.map((r) => (
                <Tag key={r.id} color="blue">
                  {r.roleName}
                </Tag>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">暂无角色</Typography.Text>
          )
        }
      </Section>
      <PersonHistory userId={s.id} />
    </Drawer>
  );
}
