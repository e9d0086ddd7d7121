import { useState } from 'react';
import { Button, Form, InputNumber, Modal, Result, Space, Table, Tag } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { MemberPicker } from '@/components/directory/member-picker';
import { PersonRef } from '@/components/directory/person-ref';
import type { Member } from '@/components/directory/types';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { useGrantVacation } from '../api/queries';
import type { GrantResult, GrantSkip } from '../api/types';
import { LINES_MAX, MSG_GRANT_NO_TARGET, MSG_TYPE_REQUIRED } from '../constants';
import { periodSeconds, type PeriodValues } from '../lib/period-form';
import { linesRule, RemarkField } from './balance-fields';
import { LeaveTypeSelect } from './leave-type-select';
import { PeriodFields } from './period-fields';

interface Values extends PeriodValues {
  holidayId?: string;
  lines: number | null;
  departIds: string[];
  remark: string;
}

const MSG_GRANT_LINES = '发放额度须大于0';

/**
 * 授予假期: hours of one leave type, with a period, to departments (sub-departments included) and
 * chosen people, in ONE call (/vacation/grant). One progress indicator while it runs, then the
 * result: how many were granted and who was skipped, with the reason.
 */
export function GrantModal({ holidayId, onClose }: { holidayId?: string; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const grant = useGrantVacation();
  const [people, setPeople] = useState<Member[]>([]);
  const [picking, setPicking] = useState(false);
  const [result, setResult] = useState<GrantResult | null>(null);

  const save = async (v: Values) => {
    if (!v.departIds.length && !people.length) {
      form.setFields([{ name: 'departIds', errors: [MSG_GRANT_NO_TARGET] }]);
      return;
    }
    const remark = v.remark.trim() || undefined;
    setResult(
      await grant.mutateAsync({
        holidayId: v.holidayId!,
        lines: v.lines!,
        ...periodSeconds(v),
        departIds: v.departIds,
        lenovoIds: people.map((p) => p.lenovoId),
        remark,
      }),
    );
  };

  if (result) return <GrantResultModal result={result} onClose={onClose} />;
  return (
    <>
      <FormDialog
        title="授予假期"
        okText="授予"
        width={600}
        form={form}
        initialValues={
          { holidayId, lines: null, departIds: [], remark: '', period: 'long', range: null } satisfies Values
        }
        save={save}
        onClose={onClose}
        busyText="正在授予假期，请稍候…"
      >
        <Form.Item name="holidayId" label="假期类型" rules={[{ required: true, message: MSG_TYPE_REQUIRED }]}>
          <LeaveTypeSelect />
        </Form.Item>
        <Form.Item
          name="lines"
          label="发放额度（小时）"
          rules={[
            { required: true, message: MSG_GRANT_LINES },
            {
              validator: (r, n: number | null) =>
                n !== null && n !== undefined && n <= 0
                  ? Promise.reject(new Error(MSG_GRANT_LINES))
                  : linesRule.validator(r, n),
            },
          ]}
        >
          <InputNumber min={0} max={LINES_MAX} style={{ width: '100%' }} placeholder="如：40" />
        </Form.Item>
        <PeriodFields />
        <Form.Item
          name="departIds"
          label="发放部门（含子部门）"
          extra="已有同一有效期余额的员工，额度将累加；有效期与已有余额重叠的员工不予发放。"
        >
          <DepartmentPicker multiple aria-label="发放部门" placeholder="选择部门" />
        </Form.Item>
        <Form.Item label={`发放人员（${people.length}人）`}>
          <Space wrap>
            {people.map((p) => (
              <Tag key={p.id} closable onClose={() => setPeople(people.filter((x) => x.id !== p.id))}>
                <PersonRef lenovoId={p.lenovoId} name={p.name} />
              </Tag>
            ))}
            <Button size="small" onClick={() => setPicking(true)}>
              选择人员
            </Button>
          </Space>
        </Form.Item>
        <RemarkField placeholder="如：2026年度年假（记入员工的假期明细）" />
      </FormDialog>
      <MemberPicker
        open={picking}
        title="选择发放人员"
        initial={people}
        onCancel={() => setPicking(false)}
        onOk={(list) => {
          setPeople(list);
          setPicking(false);
          form.setFields([{ name: 'departIds', errors: [] }]);
        }}
      />
    </>
  );
}

function GrantResultModal({ result, onClose }: { result: GrantResult; onClose(): void }) {
  const some = result.count > 0;
  return (
    <Modal
      open
      title="授予结果"
      onCancel={onClose}
      width={600}
      footer={
        <Button type="primary" onClick={onClose}>
          完成
        </Button>
      }
    >
      <Result
        status={some ? 'success' : 'warning'}
        title={some ? `已授予 ${result.count} 人` : '没有员工获得假期'}
        subTitle={`新增余额 ${result.created} 条，累加到已有余额 ${result.increased} 条${result.skipped.length ? `，${result.skipped.length} 人未授予` : ''}`}
      />
      {result.skipped.length > 0 && (
        <Table<GrantSkip>
          size="small"
          rowKey="lenovoId"
          title={() => `未授予（${result.skipped.length}人）`}
          dataSource={result.skipped}
          pagination={{ pageSize: 5 }}
          columns={[
            { title: '姓名', dataIndex: 'name', width: 120 },
            { title: '原因', dataIndex: 'reason' },
          ]}
        />
      )}
    </Modal>
  );
}
