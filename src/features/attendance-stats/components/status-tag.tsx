import { Tag } from 'antd';
import type { AnomalyKind, DayStatus } from '../api/types';
import { ANOMALY_LABEL, ANOMALY_TAG, STATUS_LABEL, STATUS_TAG } from '../constants';

// A day's result and an anomaly's kind: a coloured tag that always carries its text (never colour alone).

export const StatusTag = ({ status }: { status: DayStatus }) => (
  <Tag color={STATUS_TAG[status]}>{STATUS_LABEL[status]}</Tag>
);

export const AnomalyTag = ({ kind }: { kind: AnomalyKind }) => (
  <Tag color={ANOMALY_TAG[kind]}>{ANOMALY_LABEL[kind]}</Tag>
);
