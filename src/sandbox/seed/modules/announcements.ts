import { table, type Db } from '../../db';
import type { Announcement } from '@/features/announcements/api/types';
import { MAIN_ENTERPRISE } from '../core';

export interface AnnouncementDbRow extends Announcement {
  enterpriseNumber: string;
  lenovoId: string;
}

export const announcementRows = () => table<AnnouncementDbRow>('announcements');

const row = (id: string, title: string, content: string, status: 0 | 1, day: string, attachments: Announcement['attachments'] = []): AnnouncementDbRow => ({
  id, enterpriseNumber: MAIN_ENTERPRISE, lenovoId: '10000001', author: '张伟', title, content, attachments, status,
  createTime: `${day} 09:00:00`, updateTime: `${day} 09:00:00`, publishTime: status ? `${day} 10:00:00` : null,
});

export default function seedAnnouncements(db: Db) {
  db.tables.announcements = [
    row('an1', '关于2026年元旦放假安排的通知', '<p>各位同事：</p><p>根据国家规定，<strong>2026年1月1日至1月3日</strong>放假调休，共3天。</p><ul><li>1月4日（周日）正常上班</li><li>请各部门做好值班安排</li></ul>', 1, '2026-11-18',
      [{ name: '值班安排表.xlsx', url: 'https://files.lianchuang.example/announcement/duty.xlsx', size: 18432 }]),
    row('an2', '办公区网络升级公告', '<p>本周六 22:00 起进行办公网络升级，期间<em>无线网络</em>将中断约2小时。</p>', 1, '2026-11-12'),
    row('an3', '第四季度全员大会安排', '<p>第四季度全员大会定于12月20日下午在创新厅召开，请全员参加。</p>', 0, '2026-11-20'),
    row('an4', '新版报销制度说明', '<p>自12月1日起，差旅报销须在行程结束后30日内提交，详见<a href="https://wiki.lianchuang.example/expense">报销制度</a>。</p>', 1, '2026-11-05'),
  ];
}
