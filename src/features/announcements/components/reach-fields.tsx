import { DatePicker, Form, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { PeopleTagsField } from '@/components/directory/people-tags-field';
import type { AudienceType } from '../api/types';
import { AUDIENCE_OPTIONS } from '../constants';
import { HiddenPartNote } from '@/components/directory/hidden-part-note';

// 接收范围 and 发布方式 of the editor (beyond the spec, docs/assumed-contract.md "Announcement reach").
// Checked here before the call; the server checks again.

export const MSG_SCHEDULE_PAST = '定时发布时间须晚于当前时间';

const future = {
  validator: (_r: unknown, v: Dayjs | null) => {
    if (!v) return Promise.reject(new Error('请选择定时发布时间'));
    return v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(MSG_SCHEDULE_PAST));
  },
};

/** A list that may not be empty, unless it keeps `kept` entries the form does not show (outside a
 *  scoped administrator's 管理范围, kept by the server). */
const chosen = (message: string, kept = 0) => ({
  validator: (_r: unknown, v?: unknown[]) =>
    v?.length || kept ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** `canSchedule`: false once published (a published announcement keeps its time); `hidden`: how
 *  many departments and people of the saved audience lie outside a scoped administrator's scope. */
export function ReachFields({
  canSchedule,
  hidden = {},
}: {
  canSchedule: boolean;
  hidden?: { departments?: number; people?: number };
}) {
  const type = Form.useWatch<AudienceType>('audienceType');
  const timing = Form.useWatch<'now' | 'scheduled'>('timing');
  return (
    <>
      <Form.Item name="audienceType" label="接收范围">
        <Radio.Group options={AUDIENCE_OPTIONS} />
      </Form.Item>
      {type === 1 && (
        <Form.Item
          name="departIds"
          label="接收部门（含子部门）"
          required
          rules={[chosen('请选择接收部门', hidden.departments)]}
          extra={<HiddenPartNote count={hidden.departments} unit="个部门" />}
        >
          <DepartmentPicker multiple aria-label="接收部门" placeholder="选择部门" />
        </Form.Item>
      )}
      {type === 2 && (
        <Form.Item
          name="people"
          label="接收人员"
          required
          rules={[chosen('请选择接收人员', hidden.people)]}
          extra={<HiddenPartNote count={hidden.people} unit="人" />}
        >
          <PeopleTagsField pickerTitle="选择接收人员" />
        </Form.Item>
      )}
      {canSchedule && (
        <>
          <Form.Item name="timing" label="发布方式">
            <Radio.Group
              options={[
                { value: 'now', label: '立即发布' },
                { value: 'scheduled', label: '定时发布' },
              ]}
            />
          </Form.Item>
          {timing === 'scheduled' && (
            <Form.Item name="scheduledTime" label="定时发布时间" rules={[future]}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                aria-label="定时发布时间"
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
                placeholder="选择发布时间"
              />
            </Form.Item>
          )}
        </>
      )}
    </>
  );
}
