// Labels, defaults and limits of meeting rooms (admin-modules §3, §9) and their booking policy.

/** admin-modules §9: the meeting room list starts on page 1 with 10 rows. */
export const DEFAULT_PAGE_SIZE = 10;

/** admin-modules §3: smart device, phone, video, projector, TV. */
export const DEFAULT_DEVICES = ['智能设备', '电话', '视频', '投影仪', '电视'] as const;
/** The equipment that binds a smart device (selectedDevice). */
export const SMART_DEVICE = '智能设备';

export const NAME_MAX = 30;
export const ROOM_NUMBER_MAX = 20;
export const BUILDING_MAX = 30;
export const DEVICE_NAME_MAX = 20;
export const CAPACITY_MAX = 10000;
export const LAYER_MIN = -10;
export const LAYER_MAX = 200;
export const ADVANCE_DAYS_MAX = 365;
/** One day; a booking can never be longer than the bookable hours anyway. */
export const DURATION_MAX_MINUTES = 24 * 60;

/** A new room's policy: everyone, 08:00–22:00, at most 2 hours, up to 30 days ahead. */
export const DEFAULT_POLICY = {
  bookingRange: 'all',
  bookableStart: '08:00',
  bookableEnd: '22:00',
  maxDuration: 120,
  advanceDays: 30,
} as const;

export const MSG_NAME_REQUIRED = '请输入会议室名称';
export const MSG_BUILDING_REQUIRED = '请输入所在楼宇';
export const MSG_LAYER_REQUIRED = '请输入所在楼层';
export const MSG_CAPACITY = '容纳人数须大于0';
export const MSG_DEVICE_NUMBER = '请输入智能设备编号';
export const MSG_HOURS = '可预订结束时间须晚于开始时间';
export const MSG_DURATION = '单次预订最长时长须大于0，且不超过可预订时段';
export const MSG_ADVANCE = `可提前预订天数为1至${ADVANCE_DAYS_MAX}天`;
export const MSG_RANGE_EMPTY = '请选择可预订的部门或人员';
/** A room limited to chosen people and departments when every one of them has left (docs/product.md Part D §2). */
export const NOBODY_MAY_BOOK = '无人可预订';
export const MSG_DUPLICATE_DEVICE = '该设备已在列表中';
/** why a scoped administrator cannot delete a room bookable by people or departments outside her
 *  管理范围 (the server refuses it) */
export const MSG_BOOKERS_HIDDEN = '该会议室的可预订范围包含您管理范围外的人员或部门，无法删除';
