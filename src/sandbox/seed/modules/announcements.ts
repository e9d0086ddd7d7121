import { table, type Db } from '../../db';
import type { Announcement } from '@/features/announcements/api/types';
import type { DepartmentRow, StaffRow } from '../../org-tables';
import { MAIN_ENTERPRISE } from '../core';

/** Stored: the audience as ids (names are looked up when answered). */
export interface AnnouncementDbRow extends Omit<Announcement, 'departments' | 'people' | 'authorLenovoId'> {
  enterpriseNumber: string;
  lenovoId: string;
  departIds: string[];
  lenovoIds: string[];
}

/** A member's read (recorded by the public page opened with that member's token). */
export interface AnnouncementReadRow {
  announcementId: string;
  lenovoId: string;
  readTime: string;
}

/** A 提醒未读: when, and how many were reminded. */
export interface AnnouncementReminderRow {
  announcementId: string;
  time: string;
  /** ms since the epoch, for the 10-minute rule */
  at: number;
  lenovoIds: string[];
}

export const announcementRows = () => table<AnnouncementDbRow>('announcements');
export const announcementReads = () => table<AnnouncementReadRow>('announcementReads');
export const announcementReminders = () => table<AnnouncementReminderRow>('announcementReminders');

const row = (
  id: string,
  title: string,
  content: string,
  status: 0 | 1,
  day: string,
  extra: Partial<AnnouncementDbRow> = {},
): AnnouncementDbRow => ({
  id,
  enterpriseNumber: MAIN_ENTERPRISE,
  lenovoId: '10000001',
  author: '张伟',
  title,
  content,
  attachments: [],
  status,
  createTime: `${day} 09:00:00`,
  updateTime: `${day} 09:00:00`,
  publishTime: status ? `${day} 10:00:00` : null,
  audienceType: 0,
  departIds: [],
  lenovoIds: [],
  pinned: false,
  scheduledTime: null,
  ...extra,
});

export default function seedAnnouncements(db: Db) {
  const departments = (db.tables.departments ?? []) as DepartmentRow[];
  const staff = ((db.tables.staff ?? []) as StaffRow[]).filter(
    (s) => s.enterpriseNumber === MAIN_ENTERPRISE && s.status !== 'departure',
  );
  const rd = departments.find((d) => d.enterpriseNumber === MAIN_ENTERPRISE && d.departName === '研发中心');
  db.tables.announcements = [
    row(
      'an1',
      '关于2026年元旦放假安排的通知',
      '<p>各位同事：</p><p>根据国家规定，<strong>2026年1月1日至1月3日</strong>放假调休，共3天。</p><ul><li>1月4日（周日）正常上班</li><li>请各部门做好值班安排</li></ul>',
      1,
      '2026-11-18',
      {
        attachments: [
          { name: '值班安排表.xlsx', url: 'https://files.lianchuang.example/announcement/duty.xlsx', size: 18432 },
        ],
      },
    ),
    row(
      'an2',
      '办公区网络升级公告',
      '<p>本周六 22:00 起进行办公网络升级，期间<em>无线网络</em>将中断约2小时。</p>',
      1,
      '2026-11-12',
      rd ? { audienceType: 1, departIds: [rd.id] } : {},
    ),
    row(
      'an3',
      '第四季度全员大会安排',
      '<p>第四季度全员大会定于12月20日下午在创新厅召开，请全员参加。</p>',
      0,
      '2026-11-20',
    ),
    row(
      'an4',
      '新版报销制度说明',
      '<p>自12月1日起，差旅报销须在行程结束后30日内提交，详见<a href="https://wiki.lianchuang.example/expense">报销制度</a>。</p>',
      1,
      '2026-11-05',
      { pinned: true },
    ),
  ];
  // Some reads of the everyone-announcements: the first members of the enterprise.
  db.tables.announcementReads = [
    ...staff
      .slice(0, 12)
      .map((s, i) => ({ announcementId: 'an1', lenovoId: s.lenovoId, readTime: `2026-11-18 1${i % 10}:2${i % 6}:00` })),
    ...staff
      .slice(0, 5)
      .map((s, i) => ({ announcementId: 'an4', lenovoId: s.lenovoId, readTime: `2026-11-06 09:1${i}:00` })),
  ];
  db.tables.announcementReminders = [];
}
