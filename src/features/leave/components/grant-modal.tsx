import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Result, Select, Space, Spin, Table, Tag } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { MemberPicker } from '@/components/directory/member-picker';
import { PersonRef } from '@/components/directory/person-ref';
import type { Member } from '@/components/directory/types';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useGrantVacation, useLeaveTypesAll } from '../api/queries';
import type { GrantResult, GrantSkip } from '../api/types';
import { LINES_MAX, MSG_GRANT_NO_TARGET, MSG_LINES_INVALID, MSG_TYPE_REQUIRED, REMARK_MAX } from '../constants';
import { validLines } from '../lib/balance-time';
import { periodSeconds, type PeriodValues } from '../lib/period-form';
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
  const types = useLeaveTypesAll();
  const grant = useGrantVacation();
  const submit = useSubmitOnce();
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
    <Modal
      open
      title="授予假期"
      okText="授予"
      cancelText="取消"
      onCancel={submit.pending ? undefined : onClose}
      closable={!submit.pending}
      destroyOnHidden
      width={600}
      onOk={submit.validated(form, save)}
      okButtonProps={{ loading: submit.pending }}
      cancelButtonProps={{ disabled: submit.pending }}
    >
      <Spin spinning={submit.pending} description="正在授予假期，请稍候…">
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={submit.guard(save)}
          initialValues={
            { holidayId, lines: null, departIds: [], remark: '', period: 'long', range: null } satisfies Values
          }
        >
          <Form.Item name="holidayId" label="假期类型" rules={[{ required: true, message: MSG_TYPE_REQUIRED }]}>
            <Select
              placeholder="请选择假期类型"
              aria-label="假期类型"
              loading={types.isLoading}
              options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
            />
          </Form.Item>
          <Form.Item
            name="lines"
            label="发放额度（小时）"
            rules={[
              { required: true, message: MSG_GRANT_LINES },
              {
                validator: (_r, n: number | null) =>
                  n === null || n === undefined
                    ? Promise.resolve()
                    : n <= 0
                      ? Promise.reject(new Error(MSG_GRANT_LINES))
                      : validLines(n, LINES_MAX)
                        ? Promise.resolve()
                        : Promise.reject(new Error(MSG_LINES_INVALID)),
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
          <Form.Item
            name="remark"
            label="备注"
            rules={[{ max: REMARK_MAX, message: `备注不能超过${REMARK_MAX}个字符` }]}
          >
            <Input.TextArea rows={2} placeholder="如：2026年度年假（记入员工的假期明细）" />
          </Form.Item>
        </Form>
      </Spin>
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
    </Modal>
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
