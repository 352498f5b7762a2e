/** Texts of the account area: profile, bank, verification, withdrawals, histories (gathered into `texts.accountArea`). */
export const accountTexts = {
  centre: {
    topUp: 'Nạp điểm',
    withdraw: 'Rút điểm',
    changePassword: 'Đổi mật khẩu',
    profile: 'Thông tin cá nhân',
    banking: 'Liên kết ngân hàng',
    verify: 'Xác minh tài khoản',
    historyPlay: 'Lịch sử tham gia',
    historyDeposit: 'Lịch sử nạp điểm',
    historyWithdraw: 'Lịch sử quy đổi',
    generateData: 'Báo cáo quy đổi',
    play: 'Chơi ngay',
    // Ours (issue 30): the bet-result sound, on or off on this device.
    betSound: 'Âm thanh báo kết quả lệnh',
    // Ours (issue 50): the names screen readers give the centre's menus, each a navigation landmark of its own.
    menus: {
      account: 'Tài khoản',
      growth: 'Đầu tư và giới thiệu',
      histories: 'Lịch sử',
    },
  },
  dialogs: {
    // The bodies follow what the operator set up: texts.shell.contact.
    topUpTitle: 'Nạp điểm',
    changePasswordTitle: 'Đổi mật khẩu',
  },
  profile: {
    title: 'Thông tin cá nhân',
    nickname: 'Biệt danh',
    phoneNumber: 'Số điện thoại',
    address: 'Địa chỉ',
    save: 'Lưu thông tin',
    // Spec section 8, letter for letter.
    updated: 'Đã cập nhật thông tin',
  },
  bank: {
    title: 'Liên kết ngân hàng',
    bankName: 'Ngân hàng',
    bankNamePlaceholder: 'Chọn hoặc nhập tên ngân hàng',
    accountNumber: 'Số tài khoản',
    accountHolder: 'Chủ tài khoản',
    // Spec section 5, letter for letter.
    bankNameRequired: 'Ngân hàng không được để trống',
    accountNumberRequired: 'Số tài khoản không được để trống',
    accountHolderRequired: 'Chủ tài khoản không được để trống',
    // Spec section 8, letter for letter.
    notLinked: 'Chưa liên kết ngân hàng',
    // Ours.
    accountNumberDigits: 'Số tài khoản chỉ gồm chữ số',
    tooLong: (max: number) => `Tối đa ${max} ký tự`,
    linkNow: 'Liên kết ngay',
    save: 'Lưu ngân hàng',
    noMatch: 'Không có trong danh sách: dùng tên đã nhập',
  },
  verify: {
    title: 'Xác minh tài khoản',
    intro: 'Tải lên ảnh chụp hai mặt CMND/CCCD. Ảnh chỉ bạn và bộ phận kiểm duyệt xem được.',
    front: 'Mặt trước',
    back: 'Mặt sau',
    choose: 'Chọn ảnh',
    change: 'Đổi ảnh',
    frontRequired: 'Vui lòng chọn ảnh mặt trước',
    backRequired: 'Vui lòng chọn ảnh mặt sau',
    submit: 'Gửi xác minh',
    resubmit: 'Gửi lại xác minh',
    status: { PENDING: 'Đang chờ duyệt', APPROVED: 'Đã xác minh', REJECTED: 'Bị từ chối' },
    reason: (reason: string) => `Lý do: ${reason}`,
    pendingHint: 'Yêu cầu của bạn đang được kiểm duyệt.',
    alreadyPending: 'Yêu cầu xác minh đang chờ duyệt',
    alreadyApproved: 'Tài khoản đã được xác minh',
    sameFile: 'Ảnh mặt trước và mặt sau phải khác nhau',
    fileNotYours: 'Ảnh không hợp lệ, vui lòng tải lại',
    notFound: 'Không tìm thấy yêu cầu xác minh',
  },
  upload: {
    missing: 'Chưa chọn tệp',
    imagesOnly: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP',
    tooLarge: 'Ảnh tối đa 5 MB',
    /** JPEG, PNG or WebP by its first bytes, but the image itself does not decode (cut short, forged, corrupt). */
    unreadable: 'Ảnh bị lỗi hoặc không đọc được, vui lòng chọn ảnh khác',
    tooManyPixels: 'Ảnh quá lớn: tối đa 50 triệu điểm ảnh',
    oneFileOnly: 'Mỗi lần chỉ gửi một ảnh',
    badLink: 'Liên kết ảnh không hợp lệ hoặc đã hết hạn',
  },
  withdraw: {
    title: 'Quy đổi điểm',
    amount: 'Số điểm quy đổi',
    amountPlaceholder: 'Nhập số điểm',
    // Spec section 5, letter for letter.
    amountRequired: 'Số điểm không được để trống',
    /** With the minimum in force; at the spec's 50 it reads as the spec's text. */
    amountMin: (min: string) => `Quy đổi tối thiểu ${min} điểm để đủ điều kiện`,
    // Spec section 8, letter for letter.
    sent: 'Đã gửi yêu cầu',
    // Ours.
    amountDecimals: 'Số điểm chỉ được có tối đa 4 chữ số thập phân',
    balance: 'Số dư',
    toAccount: 'Tài khoản nhận',
    fee: (percent: string) => `Phí (${percent}%)`,
    feeLabel: 'Phí',
    feeTiers: 'Phí quy đổi',
    net: 'Thực nhận',
    submit: 'Quy đổi',
    confirmTitle: 'Xác nhận quy đổi',
    confirm: 'Xác nhận',
    cancel: 'Huỷ',
    alreadyDecided: 'Yêu cầu này đã được xử lý',
    /** An operator's decision on a withdrawal its player cancelled first. */
    cancelledByPlayer: 'Người chơi đã huỷ yêu cầu này',
    /** The player's 'Huỷ yêu cầu' on a pending withdrawal (issue 50). */
    cancelRequest: 'Huỷ yêu cầu',
    cancelTitle: 'Huỷ yêu cầu quy đổi?',
    cancelBody: (amount: string) => `${amount} điểm sẽ được hoàn lại vào số dư của bạn.`,
    cancelConfirm: 'Huỷ yêu cầu',
    cancelKeep: 'Giữ yêu cầu',
    cancelled: 'Đã huỷ yêu cầu, điểm đã được hoàn lại',
    notFound: 'Không tìm thấy yêu cầu quy đổi',
    noteRequired: 'Vui lòng nhập lý do',
  },
  deposit: {
    amountPositive: 'Số điểm nạp phải lớn hơn 0',
    amountTooLarge: 'Số điểm nạp quá lớn',
    playerNotFound: 'Không tìm thấy người chơi',
  },
  status: {
    // Spec section 4, letter for letter.
    // CANCELLED: ours (issue 50).
    withdrawal: { APPROVED: 'Đã quy đổi', REJECTED: 'Lỗi', PENDING: 'Chờ', CANCELLED: 'Đã huỷ' },
    deposit: { SUCCESS: 'Đã nạp', other: 'Lỗi' },
  },
  history: {
    time: 'Thời gian',
    points: 'Điểm',
    status: 'Trạng thái',
    // Spec section 2, letter for letter.
    note: (note: string) => `Ghi chú: ${note}`,
    orders: 'Số lệnh',
    totalPoints: 'Tổng điểm',
    countsRule: 'Số lệnh và tổng điểm không tính lệnh lỗi',
    /** The withdrawals' footer: cancelled ones are refunded too. */
    withdrawalCountsRule: 'Số lệnh và tổng điểm không tính lệnh lỗi hoặc đã huỷ',
    empty: 'Chưa có dữ liệu',
    zone: 'Cấp độ',
    reward: 'Thưởng',
    session: 'Phiên',
    totalWinnings: 'Tổng thắng',
    more: 'Xem thêm',
  },
  round: {
    title: (incId: number) => `Phiên ${incId}`,
    result: 'Kết quả',
    endTime: 'Kết thúc',
    totalBet: 'Tổng đặt',
    totalWinnings: 'Tổng thắng',
    gate: 'Cửa',
    amount: 'Điểm đặt',
    winnings: 'Thắng',
    pending: 'Chờ kết quả',
  },
  report: {
    title: 'Báo cáo quy đổi',
    from: 'Từ ngày',
    to: 'Đến ngày',
    download: 'Tải về CSV',
    fee: 'Phí',
    netVnd: 'Thực nhận (VNĐ)',
    note: 'Ghi chú',
  },
  offline: {
    lastUpdated: (when: string) => `Cập nhật lúc ${when}`,
    savedCopy: 'Bạn đang ngoại tuyến: đây là dữ liệu đã lưu',
    needsNetwork: 'Cần kết nối mạng để thực hiện thao tác này',
  },
  notification: {
    // Spec section 2, letter for letter.
    title: 'Thông báo',
    ok: 'ĐỒNG Ý',
    // Ours: what operators' decisions tell the player.
    withdrawalApproved: (amount: string) => `Yêu cầu quy đổi ${amount} điểm đã được duyệt.`,
    withdrawalRejected: (amount: string, note: string) => `Yêu cầu quy đổi ${amount} điểm bị từ chối: ${note}. Điểm đã được hoàn lại.`,
    depositCredited: (amount: string) => `Bạn đã được nạp ${amount} điểm.`,
    depositFailed: (amount: string) => `Giao dịch nạp ${amount} điểm không thành công.`,
    verificationApproved: 'Tài khoản của bạn đã được xác minh.',
    verificationRejected: (reason: string) => `Yêu cầu xác minh bị từ chối: ${reason}`,
    // Ours: a bettor's result when a round settles (live, with the sound, and in the inbox): what the
    // bets paid, then the net for the round (what they paid less what they cost).
    betResultTitle: 'Kết quả phiên',
    betRound: (zone: string, incId: number, result: string) => `${zone}, phiên ${incId}: kết quả ${result}.`,
    betWon: (round: string, bets: number, amount: string, winnings: string, net: string) => `${round}\nBạn đặt ${bets} lệnh, tổng ${amount} điểm: thắng ${winnings} điểm (${net}).`,
    betLost: (round: string, bets: number, amount: string) => `${round}\nBạn đặt ${bets} lệnh, tổng ${amount} điểm: thua (lỗ ${amount} điểm).`,
    betGain: (points: string) => `lãi ${points} điểm`,
    betLoss: (points: string) => `lỗ ${points} điểm`,
    betEven: 'hoà vốn',
  },
  // Issue 32: Web Push on this device, and what the player hears about. The switch's name is the
  // issue's; the rest are ours (docs/decisions/web-push-in-the-app.md).
  push: {
    title: 'Thông báo đẩy',
    help: 'Nhận thông báo trên thiết bị này, kể cả khi ứng dụng đang đóng.',
    unsupported: 'Trình duyệt này không hỗ trợ thông báo đẩy. Trên iPhone, hãy thêm ứng dụng vào Màn hình chính rồi mở từ đó.',
    denied: 'Bạn đã chặn thông báo của ứng dụng. Hãy cho phép thông báo trong cài đặt của trình duyệt rồi bật lại.',
    dismissed: 'Chưa được cấp quyền. Bật lại và chọn "Cho phép" khi trình duyệt hỏi.',
    offline: 'Cần kết nối mạng để bật thông báo đẩy.',
    failed: 'Không bật được thông báo đẩy trên thiết bị này. Vui lòng thử lại sau.',
    offFailed: 'Không tắt được thông báo đẩy trên thiết bị này. Vui lòng thử lại.',
    turnedOn: 'Đã bật thông báo đẩy trên thiết bị này',
    turnedOff: 'Đã tắt thông báo đẩy trên thiết bị này',
    topicsTitle: 'Nhận thông báo về',
    topics: {
      money: 'Nạp điểm, quy đổi, hoa hồng và lãi đầu tư',
      verification: 'Kết quả xác minh tài khoản',
      notices: 'Thông báo từ nhà điều hành',
      bets: 'Kết quả lệnh đặt',
    },
    devices: (n: number) => `Đang bật trên ${n} thiết bị của bạn`,
  },
} as const;
