/**
 * The server's Web Push texts (issue 32), gathered into `texts.push`. All ours
 * (docs/decisions/web-push-server.md). What the app shows about push lives with its screens
 * (texts.accountArea.push).
 */
export const pushTexts = {
  /** A reward's push (a stake's day, a round's commissions): its amount and its reward history note. */
  rewardBody: (points: string, note: string) => `+${points} điểm · ${note}`,
  errors: {
    /** The endpoint's origin is not one of PUSH_ENDPOINT_ALLOWLIST (the browsers' push services). */
    endpointNotAllowed: 'Dịch vụ nhận thông báo của trình duyệt này không được hỗ trợ',
    /** Not a URL, not https, or carrying a user name or password. */
    endpointInvalid: 'Địa chỉ nhận thông báo không hợp lệ',
    /** p256dh is not a P-256 point, or auth is not 16 bytes. */
    keysInvalid: 'Khoá mã hoá của thiết bị không hợp lệ',
    /** expirationTime more than five years ahead (issue 47): no browser gives one. */
    expirationInvalid: 'Thời điểm hết hạn đăng ký thông báo đẩy không hợp lệ',
  },
} as const;
