// The announcements' records and inputs, inferred from the call schemas (./contract.ts, where each is
// described; docs/assumed-contract.md "Announcement reach and the editor").
export type {
  Announcement,
  AnnouncementInput,
  AnnouncementRow,
  AnnouncementStatus,
  Attachment,
  AudienceType,
  ReceiptMember,
} from './contract';
