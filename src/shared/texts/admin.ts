/** The operator console's texts (issue 14): sign-in second factor, players, adjustments. */
export const adminTexts = {
  totp: {
    required: 'Vui lòng nhập mã xác thực 2 lớp (6 chữ số) từ ứng dụng xác thực',
    invalid: 'Mã xác thực không đúng',
    /** Issue 47: a few wrong codes lock the second factor for a while, whoever tries. */
    invalidLeft: (left: number) => `Mã xác thực không đúng, còn ${left} lần thử`,
    locked: (minutes: number) => `Xác thực 2 lớp tạm khoá do nhập sai mã nhiều lần. Vui lòng thử lại sau ${minutes} phút`,
    replayed: 'Mã xác thực này đã được dùng, vui lòng chờ mã mới',
    alreadyEnabled: 'Xác thực 2 lớp đã được bật cho tài khoản này',
    notEnrolling: 'Chưa bắt đầu đăng ký xác thực 2 lớp',
    unreadable: 'Không đọc được khoá xác thực 2 lớp (JWT_SECRET đã đổi?): dùng `npm run admin -- reset-totp` để đăng ký lại',
  },
  players: {
    notFound: 'Không tìm thấy người chơi',
    alreadyLocked: 'Tài khoản này đã bị khoá',
    notLocked: 'Tài khoản này không bị khoá',
    queryTooLong: 'Từ khoá tìm kiếm tối đa 64 ký tự',
  },
  adjustment: {
    amountZero: 'Số điểm điều chỉnh phải khác 0',
    amountDecimals: 'Số điểm điều chỉnh tối đa 4 chữ số thập phân',
    amountTooLarge: 'Số điểm điều chỉnh quá lớn',
    reasonRequired: 'Vui lòng nhập lý do điều chỉnh',
    reasonTooLong: 'Lý do điều chỉnh tối đa 500 ký tự',
    belowZero: (balance: string) => `Không thể trừ quá số dư hiện tại (${balance} điểm)`,
  },
  password: {
    mustChange: 'Bạn đang dùng mật khẩu tạm thời, vui lòng đổi mật khẩu mới',
  },
  /** Operator accounts are not players (issue 27): no point moves into or out of one. */
  operatorAccount: {
    notPlayer: 'Tài khoản quản trị không phải tài khoản người chơi, không thể nạp, dùng hay rút điểm',
    withdrawal: (id: number) => `Yêu cầu quy đổi #${id} do tài khoản quản trị tạo, không thể duyệt hay từ chối`,
  },
} as const;
