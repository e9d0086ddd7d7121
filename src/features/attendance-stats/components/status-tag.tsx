import { Tag } from 'antd';
import type { AnomalyKind, DayStatus } from '../api/types';
import { ANOMALY_LABEL, ANOMALY_TAG, FUTURE_LABEL, STATUS_LABEL, STATUS_TAG } from '../constants';

// A day's result and an anomaly's kind: a coloured tag that always carries its text (never colour alone).

/** `future`: the day is after today (a `none` day reads 未到, not 无排班). */
export const StatusTag = ({ status, future }: { status: DayStatus; future?: boolean }) => (
  <Tag color={STATUS_TAG[status]}>{status === 'none' && future ? FUTURE_LABEL : STATUS_LABEL[status]}</Tag>
);

export const AnomalyTag = ({ kind }: { kind: AnomalyKind }) => (
  <Tag color={ANOMALY_TAG[kind]}>{ANOMALY_LABEL[kind]}</Tag>
);
