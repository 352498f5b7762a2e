/** Texts of the console's dashboard screens, gathered into `texts.console.dashboard`. All ours (docs/decisions/dashboard-reads-rollups.md). */
export const consoleDashboardTexts = {
  nav: 'Tổng quan',
  title: 'Tổng quan',
  updatedAt: (time: string) => `Cập nhật lúc ${time}`,
  cards: {
    players: 'Người chơi',
    newToday: (count: string) => `+${count} hôm nay`,
    online: 'Đang trực tuyến',
    onlineSockets: (count: string) => `${count} kết nối`,
    onlineLive: 'Tự cập nhật mỗi 15 giây',
    onlinePartial: 'Thiếu số liệu của một máy chủ',
    stakesToday: 'Tổng cược hôm nay',
    payoutsToday: 'Tổng trả thưởng hôm nay',
    houseToday: 'Kết quả nhà cái hôm nay',
    points: 'điểm',
    // Issue 32: players with Web Push on at least one device, and those devices.
    push: 'Bật thông báo đẩy',
    pushDevices: (count: string) => `${count} thiết bị`,
  },
  pending: {
    withdrawals: 'Lệnh rút điểm chờ duyệt',
    verifications: 'Yêu cầu xác minh chờ duyệt',
    open: 'Xem',
  },
  charts: {
    title: '30 ngày gần nhất',
    stakesPayouts: 'Tổng cược và tổng trả thưởng (điểm)',
    houseResult: 'Kết quả nhà cái (điểm)',
    stakes: 'Tổng cược',
    payouts: 'Tổng trả thưởng',
    house: 'Kết quả nhà cái',
    hint: 'Chạm hoặc rê chuột vào một ngày để xem số liệu',
    empty: 'Chưa có phiên nào kết thúc trong 30 ngày qua',
  },
  table: {
    title: 'Số liệu từng ngày',
    day: 'Ngày',
    today: 'Hôm nay',
  },
  /** What players meet unset (issue 30): each with what they see meanwhile and a link to where it is set. */
  setup: {
    title: 'Chưa thiết lập',
    intro: 'Người chơi đang thấy nội dung thay thế cho các mục sau:',
    open: 'Thiết lập',
    items: {
      hotline: { label: 'Hotline CSKH', meanwhile: 'Nạp điểm, đổi mật khẩu, quên mật khẩu và CSKH chưa có số để gọi.' },
      chat: { label: 'Khung chat CSKH', meanwhile: 'Nút CSKH chỉ mở hộp thoại liên hệ.' },
      terms: { label: 'Thể lệ', meanwhile: 'Người chơi đang xem thể lệ mặc định của ứng dụng.' },
      banners: { label: 'Băng rôn', meanwhile: 'Trang chủ đang hiện ảnh mẫu thay cho băng rôn.' },
    },
  },
  /** Issue 47: an operator's second factor locked after wrong codes in the last day. */
  secondFactorLocks: {
    title: 'Cảnh báo bảo mật: có người đoán mã xác thực 2 lớp',
    line: (username: string, at: string, until: string | null) =>
      until ? `Tài khoản ${username}: bị tạm khoá lúc ${at} do nhập sai mã nhiều lần, mở lại lúc ${until}` : `Tài khoản ${username}: bị tạm khoá lúc ${at} do nhập sai mã nhiều lần, đã đăng nhập lại đúng mã sau đó`,
    advice: 'Người nhập sai đã biết mật khẩu của tài khoản này: hãy đổi mật khẩu ngay và xem nhật ký thao tác.',
    open: 'Xem các lần nhập sai trong nhật ký',
  },
  /** Short units of the charts' axes: nghìn, triệu, tỷ. */
  units: { thousand: 'N', million: 'Tr', billion: 'Tỷ' },
  csv: {
    day: 'Ngày',
    stakes: 'Tổng cược (điểm)',
    payouts: 'Tổng trả thưởng (điểm)',
    houseResult: 'Kết quả nhà cái (điểm)',
  },
} as const;
