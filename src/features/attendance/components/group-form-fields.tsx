import { Form, Input, Select, Space, Switch } from 'antd';
import { TextField } from '@/components/text-field';
import type { ShiftRef } from '../api/types';
import {
  ARRANGEMENT_PAGE_SIZE,
  MSG_GROUP_NAME_REQUIRED,
  MSG_GROUP_NO_MEMBER,
  MSG_GROUP_NO_SHIFT,
  NAME_MAX,
  PERIOD_NAME_MAX,
  RADIUS_OPTIONS,
  REST_ID,
  REST_LABEL,
  WEEKDAY_LABELS,
} from '../constants';
import { useShiftList } from '../api/queries';
import { groupShiftColours } from '../lib/shift-colour';
import { ShiftDot } from './shift-colour';
import { GroupMembersField } from './group-members-field';

/** A list that may not be empty; `kept` entries the form does not show (outside a scoped
 *  administrator's 管理范围, kept by the server) count as chosen. */
const required = (message: string, kept = 0) => ({
  validator: (_r: unknown, v?: unknown[]) =>
    v?.length || kept ? Promise.resolve() : Promise.reject(new Error(message)),
});

/** Which shift (or rest) each weekday takes by default, among the group's shifts. */
function WorkdayFields({ shifts }: { shifts: ShiftRef[] }) {
  const colourOf = groupShiftColours(shifts);
  const options = [
    ...shifts.map((s) => ({
      value: s.id,
      label: (
        <span>
          <ShiftDot colour={colourOf(s.id)} />
          {s.name}
        </span>
      ),
    })),
    { value: REST_ID, label: REST_LABEL },
  ];
  return (
    <Space wrap size={[12, 8]}>
      {WEEKDAY_LABELS.map((day, i) => (
        <Space key={day} size={4}>
          <span>{day}</span>
          <Form.Item name={['workdaySetting', i]} noStyle>
            <Select aria-label={`${day}班次`} options={options} style={{ width: 120 }} />
          </Form.Item>
        </Space>
      ))}
    </Space>
  );
}

/** The fields of an attendance group (create and edit); `hiddenMembers`: members outside a scoped
 *  administrator's 管理范围, not shown, kept by the server when she saves. */
export function GroupFormFields({ hiddenMembers = 0 }: { hiddenMembers?: number }) {
  // every shift of the enterprise, oldest first
  const all = useShiftList('', 1, ARRANGEMENT_PAGE_SIZE);
  const shiftIds = Form.useWatch<string[]>('shiftIds') ?? [];
  const shifts = all.data?.list ?? [];
  const chosen = shiftIds.map((id) => ({ id, name: shifts.find((s) => s.id === id)?.name ?? '' }));
  // a shift's colour is its place among the chosen ones (lib/shift-colour.ts); one not chosen has none yet
  const colourOf = groupShiftColours(chosen);
  return (
    <>
      <TextField
        name="name"
        label="考勤组名称"
        max={NAME_MAX}
        required={MSG_GROUP_NAME_REQUIRED}
        placeholder="请输入考勤组名称"
      />
      <Form.Item label="考勤人员" name="members" rules={[required(MSG_GROUP_NO_MEMBER, hiddenMembers)]}>
        <GroupMembersField hidden={hiddenMembers} />
      </Form.Item>
      <Form.Item label="班次" name="shiftIds" rules={[required(MSG_GROUP_NO_SHIFT)]}>
        <Select
          mode="multiple"
          placeholder="请选择班次"
          loading={all.isLoading}
          showSearch={{ optionFilterProp: 'title' }}
          options={shifts.map((s) => ({
            value: s.id,
            title: s.name,
            label: (
              <span>
                <ShiftDot colour={colourOf(s.id)} />
                {s.name}
              </span>
            ),
          }))}
        />
      </Form.Item>
      <TextField name="wordkayPeroidName" label="工作时段名称" max={PERIOD_NAME_MAX} placeholder="如：标准工作周" />
      <Form.Item label="工作日设置" extra="每周各天默认上的班次">
        <WorkdayFields shifts={chosen} />
      </Form.Item>
      <Form.Item
        label="员工自选班次"
        name="shiftsChosedByEmployee"
        valuePropName="checked"
        extra="开启后员工可在考勤组的班次中自行选择当天班次"
      >
        <Switch aria-label="员工自选班次" />
      </Form.Item>
      <Form.Item label="考勤地点" name="address" rules={[{ max: 100, message: '考勤地点不能超过100个字符' }]}>
        <Input placeholder="请输入考勤地点" />
      </Form.Item>
      <Form.Item label="考勤范围" name="radius">
        <Select
          aria-label="考勤范围"
          style={{ width: 160 }}
          options={RADIUS_OPTIONS.map((r) => ({ value: r, label: `${r}米` }))}
        />
      </Form.Item>
    </>
  );
}
