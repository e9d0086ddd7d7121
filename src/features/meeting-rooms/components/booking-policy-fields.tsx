import { Form, InputNumber, Radio, Select, Space, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { DepartsOrPeopleFields } from '@/components/directory/departs-or-people-fields';
import {
  ADVANCE_DAYS_MAX,
  DURATION_MAX_MINUTES,
  MSG_ADVANCE,
  MSG_DURATION,
  MSG_HOURS,
  MSG_RANGE_EMPTY,
} from '../constants';
import { durationMinutes, TIME_FORMAT, windowMinutes, type DurationUnit } from '../lib/room-form';

// 预订规则 (beyond the spec, docs/assumed-contract.md): who may book, the bookable hours of the day,
// the longest booking and how many days ahead. Checked here before the call; the server checks again.

const hoursRule = {
  validator: (_r: unknown, v: [Dayjs, Dayjs] | null) => {
    const span = windowMinutes(v);
    return span !== null && span > 0 ? Promise.resolve() : Promise.reject(new Error(MSG_HOURS));
  },
};

/** `hidden`: how many of the saved room's booking departments and people lie outside a scoped
 *  administrator's 管理范围 (not shown, kept by the server; her part may then be left empty). */
export function BookingPolicyFields({ hidden = {} }: { hidden?: { departs?: number; users?: number } }) {
  const range = Form.useWatch<string>('bookingRange');
  const unit = Form.useWatch<DurationUnit>('durationUnit');
  return (
    <>
      <Form.Item name="bookingRange" label="可预订范围">
        <Radio.Group
          options={[
            { value: 'all', label: '所有人' },
            { value: 'specified', label: '指定部门和人员' },
          ]}
        />
      </Form.Item>
      {range === 'specified' && (
        <DepartsOrPeopleFields
          departs={{
            name: 'bookingDepartIds',
            label: '可预订部门（含子部门）',
            pickerLabel: '可预订部门',
            placeholder: '选择部门',
          }}
          people={{ name: 'bookingUsers', label: '可预订人员', pickerTitle: '选择可预订人员' }}
          emptyMessage={MSG_RANGE_EMPTY}
          hidden={hidden}
        />
      )}
      <Form.Item name="hours" label="可预订时段" rules={[{ required: true, message: MSG_HOURS }, hoursRule]}>
        <TimePicker.RangePicker
          format={TIME_FORMAT}
          minuteStep={15}
          needConfirm={false}
          order={false}
          aria-label="可预订时段"
          placeholder={['开始时间', '结束时间']}
        />
      </Form.Item>
      <Form.Item label="单次预订最长" required>
        <Space.Compact>
          <Form.Item
            name="duration"
            noStyle
            dependencies={['durationUnit', 'hours']}
            rules={[
              { required: true, message: MSG_DURATION },
              ({ getFieldValue }) => ({
                validator: (_r, n: number | null) => {
                  const minutes = durationMinutes(n ?? null, getFieldValue('durationUnit') as DurationUnit);
                  const span = windowMinutes(getFieldValue('hours') as [Dayjs, Dayjs] | null) ?? DURATION_MAX_MINUTES;
                  return minutes === null || (minutes > 0 && minutes <= span)
                    ? Promise.resolve()
                    : Promise.reject(new Error(MSG_DURATION));
                },
              }),
            ]}
          >
            <InputNumber
              aria-label="单次预订最长时长"
              min={0}
              precision={unit === 'minute' ? 0 : undefined}
              step={unit === 'minute' ? 15 : 0.5}
              style={{ width: 140 }}
            />
          </Form.Item>
          <Form.Item name="durationUnit" noStyle>
            <Select
              aria-label="时长单位"
              style={{ width: 90 }}
              options={[
                { value: 'minute', label: '分钟' },
                { value: 'hour', label: '小时' },
              ]}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="advanceDays"
        label="最多提前预订（天）"
        rules={[
          { required: true, message: MSG_ADVANCE },
          { type: 'integer', min: 1, max: ADVANCE_DAYS_MAX, message: MSG_ADVANCE },
        ]}
      >
        <InputNumber
          aria-label="最多提前预订天数"
          min={1}
          max={ADVANCE_DAYS_MAX}
          precision={0}
          style={{ width: 140 }}
        />
      </Form.Item>
    </>
  );
}
