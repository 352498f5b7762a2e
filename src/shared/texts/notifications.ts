/** Texts of the notifications inbox and of what operators send to it, gathered into `texts.notifications`. All ours (docs/decisions/notifications-inbox.md). */
export const notificationTexts = {
  inbox: 'Hộp thư',
  empty: 'Chưa có thông báo nào',
  markAllRead: 'Đánh dấu đã đọc tất cả',
  /** Issue 32: the title a Web Push shows when its message carries none (the service worker's only text). */
  pushFallbackTitle: 'Thông báo',
  errors: {
    contentRequired: 'Vui lòng nhập nội dung thông báo',
    contentTooLong: (max: number) => `Nội dung thông báo tối đa ${max} ký tự`,
    titleTooLong: (max: number) => `Tiêu đề tối đa ${max} ký tự`,
  },
} as const;
