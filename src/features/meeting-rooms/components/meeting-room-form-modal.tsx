import { useRef } from 'react';
import { Col, Divider, Form, InputNumber, Modal, Row, Switch } from 'antd';
import { TextField } from '@/components/text-field';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { saveAllowed } from '@/lib/stale-edit/stale-edit';
import { useOpenedRecord } from '@/lib/stale-edit/use-opened-record';
import { findMeetingRoom } from '../api/meeting-rooms-api';
import { bookersGoneSince } from '../lib/bookers-gone';
import { useSaveMeetingRoom } from '../api/queries';
import type { MeetingRoom } from '../api/types';
import {
  BUILDING_MAX,
  CAPACITY_MAX,
  DEVICE_NAME_MAX,
  LAYER_MAX,
  LAYER_MIN,
  MSG_BUILDING_REQUIRED,
  MSG_CAPACITY,
  MSG_DEVICE_NUMBER,
  MSG_LAYER_REQUIRED,
  MSG_NAME_REQUIRED,
  NAME_MAX,
  ROOM_NUMBER_MAX,
  SMART_DEVICE,
} from '../constants';
import { editedRoom, fieldsOf, formValuesOf, type RoomFormValues } from '../lib/room-form';
import { BookingPolicyFields } from './booking-policy-fields';
import { EquipmentField } from './equipment-field';

/**
 * 新增会议室 / 编辑会议室: every field of the Meeting room (admin-modules §3) and its booking policy.
 * Mounted only while open, so each opening starts from the room's values; a failed save (a duplicate
 * name in the building, say) leaves the dialog open with everything typed.
 */
export function MeetingRoomFormModal({ editing, onClose }: { editing?: MeetingRoom; onClose(): void }) {
  const [form] = Form.useForm<RoomFormValues>();
  const save = useSaveMeetingRoom();
  const submit = useSubmitOnce();
  const equipment = Form.useWatch('accessoryEquipment', form) ?? editing?.accessoryEquipment ?? [];
  // the room as the dialog opened it (or reloaded it): another administrator may save it meanwhile
  const { opened, openedAt, reopen } = useOpenedRecord(editing);
  // bookers a departure or deletion took out since it opened: no administrator's edit (bookers-gone.ts)
  const gone = useRef<ReadonlySet<string>>(new Set());

  const current = (was: MeetingRoom) =>
    saveAllowed({
      opened: was,
      openedAt,
      reread: async () => {
        const fresh = await findMeetingRoom(was);
        gone.current = fresh ? await bookersGoneSince(was, fresh) : new Set();
        return fresh;
      },
      edited: (room) => editedRoom(room, gone.current),
      name: was.name,
      reload: (fresh) => {
        form.setFieldsValue(formValuesOf(fresh));
        reopen(fresh);
      },
    });

  const run = async (v: RoomFormValues) => {
    if (opened && !(await current(opened))) return;
    await save.mutateAsync({ id: editing?.meetingRoomId, room: fieldsOf(v) });
    toastSuccess(editing ? '会议室已保存' : '会议室已添加');
    onClose();
  };

  return (
    <Modal
      open
      title={editing ? '编辑会议室' : '新增会议室'}
      okText="保存"
      cancelText="取消"
      onCancel={onClose}
      destroyOnHidden
      width={680}
      onOk={submit.validated(form, run)}
      okButtonProps={{ loading: submit.pending }}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={formValuesOf(editing)}
        onFinish={submit.guard(run)}
      >
        <Row gutter={16}>
          <Col span={12}>
            <TextField
              name="name"
              label="会议室名称"
              max={NAME_MAX}
              required={MSG_NAME_REQUIRED}
              placeholder="如：长江厅"
            />
          </Col>
          <Col span={12}>
            <TextField name="roomNumber" label="会议室编号" max={ROOM_NUMBER_MAX} placeholder="如：A-301" />
          </Col>
          <Col span={12}>
            <TextField
              name="buildingName"
              label="所在楼宇"
              max={BUILDING_MAX}
              required={MSG_BUILDING_REQUIRED}
              placeholder="如：A座"
            />
          </Col>
          <Col span={6}>
            <Form.Item name="layer" label="所在楼层" rules={[{ required: true, message: MSG_LAYER_REQUIRED }]}>
              <InputNumber min={LAYER_MIN} max={LAYER_MAX} precision={0} suffix="层" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="capacity"
              label="容纳人数"
              rules={[
                { required: true, message: MSG_CAPACITY },
                { type: 'number', min: 1, message: MSG_CAPACITY },
              ]}
            >
              <InputNumber min={0} max={CAPACITY_MAX} precision={0} suffix="人" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="accessoryEquipment" label="配套设备">
          <EquipmentField />
        </Form.Item>
        {equipment.includes(SMART_DEVICE) && (
          <Row gutter={16}>
            <Col span={12}>
              <TextField
                name="deviceName"
                label="智能设备名称"
                max={DEVICE_NAME_MAX}
                required="请输入智能设备名称"
                placeholder="如：会议平板"
              />
            </Col>
            <Col span={12}>
              <TextField
                name="deviceNumber"
                label="智能设备编号"
                max={40}
                required={MSG_DEVICE_NUMBER}
                placeholder="设备背面的编号"
              />
            </Col>
          </Row>
        )}
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="approval" label="预订需审批" valuePropName="checked">
              <Switch aria-label="预订需审批" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="show" label="对员工显示" valuePropName="checked">
              <Switch aria-label="对员工显示" checkedChildren="显示" unCheckedChildren="隐藏" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start" plain>
          预订规则
        </Divider>
        <BookingPolicyFields
          hidden={
            opened?.bookingRange === 'specified'
              ? { departs: opened.hiddenBookingDepartCount, users: opened.hiddenBookingUserCount }
              : undefined
          }
        />
      </Form>
    </Modal>
  );
}
