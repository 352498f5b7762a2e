/**
 * The texts of the app's first screens and of its always-loaded core (the welcome and sign-in screens,
 * errors, navigation, the shell): what the first download of the app may carry. Every other area
 * keeps its texts in texts/<area>.ts, loaded with the screens that show them; `texts` (../texts.ts)
 * gathers them all for the server and the lazily loaded screens.
 */
export const coreTexts = {
  brand: {
    welcome: 'WELCOME TO',
  },
  auth: {
    register: 'Đăng Ký',
    login: 'Đăng Nhập',
    usernamePlaceholder: 'Tài khoản',
    passwordPlaceholder: 'Mật khẩu',
    passwordConfirmPlaceholder: 'Xác nhận mật khẩu',
    noAccount: 'Bạn chưa có tài khoản?',
    registerNow: 'Đăng ký ngay',
    haveAccount: 'Bạn đã có tài khoản?',
    loginNow: 'Đăng nhập ngay',
    forgotPasswordTitle: 'Quên mật khẩu',
    forgotPasswordLink: 'Quên mật khẩu?',
    showPassword: 'Hiện mật khẩu',
    hidePassword: 'Ẩn mật khẩu',
    registered: 'Đăng ký thành công',
    referralCode: 'Mã giới thiệu',
  },
  validation: {
    usernameRequired: 'Tài khoản không được để trống',
    usernameMin: 'Tài khoản có ít nhất 6 ký tự',
    passwordRequired: 'Mật khẩu không được để trống',
    passwordMin: 'Mật khẩu có ít nhất 6 ký tự',
    passwordConfirmRequired: 'Mật khẩu không hợp lệ',
    passwordMismatch: 'Mật khẩu không khớp',
    usernameChars: 'Tài khoản chỉ gồm chữ không dấu, số và . _ -',
  },
  errors: {
    generic: 'Đã có lỗi xảy ra',
    /** Under an error toast: the request id the server logged the call under (support finds it from a screenshot). */
    reference: (requestId: string) => `Mã tra cứu: ${requestId}`,
    network: 'Không kết nối được máy chủ, vui lòng thử lại',
    invalidCredentials: 'Tài khoản hoặc mật khẩu không đúng',
    usernameTaken: 'Tài khoản đã tồn tại',
    referralNotFound: 'Mã giới thiệu không tồn tại',
    unauthorized: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    /** A signed-out or revoked sign-in (a refresh token used twice ends its whole family). */
    sessionEnded: 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại',
    forbidden: 'Bạn không có quyền thực hiện thao tác này',
    notFound: 'Không tìm thấy',
    tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút',
    busy: 'Hệ thống đang bận, vui lòng thử lại sau giây lát',
    settingUnknown: (key: string) => `Không có cài đặt ${key}`,
    settingInvalid: (key: string, why: string) => `Giá trị không hợp lệ cho cài đặt ${key}${why ? `: ${why}` : ''}`,
    invalidInput: 'Dữ liệu không hợp lệ',
    payloadTooLarge: 'Dữ liệu gửi lên quá lớn',
    unknownField: (field: string) => `Trường không hợp lệ: ${field}`,
    tooLong: (field: string) => `Giá trị quá dài: ${field}`,
    /** A JSON value of the wrong type ("100" where a number is expected): `${label} phải là ${expected}`. */
    wrongType: (label: string, expected: string) => `${label} phải là ${expected}`,
    /** Text with a control character (a NUL byte, an escape, a line break in a one-line field) or broken UTF-16. */
    invalidCharacters: (label: string) => `${label} chứa ký tự không hợp lệ`,
    typeNames: {
      number: 'một số',
      integer: 'một số nguyên',
      string: 'một chuỗi ký tự',
      boolean: 'true hoặc false',
      object: 'một đối tượng JSON',
      array: 'một danh sách',
      null: 'null',
    } as Readonly<Record<string, string>>,
    /** Names of the fields a wrong-type message may name, where a Vietnamese one reads better. */
    fieldLabels: {
      amount: 'Số điểm',
      playerId: 'Mã người chơi',
      nickname: 'Biệt danh',
      phoneNumber: 'Số điện thoại',
      address: 'Địa chỉ',
      note: 'Ghi chú',
      username: 'Tài khoản',
      password: 'Mật khẩu',
      ref: 'Mã giới thiệu',
      reason: 'Lý do',
      title: 'Tiêu đề',
      content: 'Nội dung',
      q: 'Từ khoá',
      actor: 'Người thực hiện',
      value: 'Giá trị',
      endpoint: 'Địa chỉ nhận thông báo',
      'idempotency-key': 'Idempotency-Key',
    } as Readonly<Record<string, string>>,
    oldPasswordWrong: 'Mật khẩu cũ không đúng',
    accountLocked: 'Tài khoản đã bị khoá, vui lòng liên hệ CSKH',
    insufficientBalance: 'Số dư không đủ',
    balanceCap: 'Số dư sẽ vượt mức tối đa cho phép',
    idempotencyMismatch: 'Mã Idempotency-Key đã dùng cho một yêu cầu khác',
  },
  nav: {
    home: 'Trang chủ',
    trend: 'Xu hướng',
    account: 'Tài khoản',
    support: 'CSKH',
  },
  shell: {
    playerId: 'ID',
    points: 'Điểm',
    comingSoon: 'Tính năng đang được hoàn thiện',
    offline: 'Bạn đang ngoại tuyến',
    updateReady: 'Đã có phiên bản mới',
    updateReload: 'Tải lại',
    loading: 'Đang tải',
    hotline: 'Tổng đài CSKH',
    /**
     * How to reach support, by what the operator has set up (components/HotlineDialog.tsx): the
     * hotline (the spec's sentence), else a chat, else where the operator's word does arrive; never
     * a number that is not there. `need` ends the sentence (`needs`).
     */
    contact: {
      needs: { topUp: ' nạp điểm', password: ' đặt lại mật khẩu', forgotPassword: ' lấy lại mật khẩu', support: '' },
      byHotline: (need: string) => `Vui lòng liên hệ tổng đài chăm sóc khách hàng (CSKH) để được hỗ trợ${need}.`,
      byChatLink: (need: string) => `Vui lòng nhắn tin với chăm sóc khách hàng (CSKH) qua liên kết dưới đây để được hỗ trợ${need}.`,
      byChatButton: (need: string) => `Vui lòng nhắn tin với chăm sóc khách hàng qua nút CSKH ở thanh dưới cùng để được hỗ trợ${need}.`,
      notSetUp: 'Kênh liên hệ chăm sóc khách hàng (CSKH) chưa được nhà điều hành cập nhật.',
      inbox: 'Mọi thông báo của nhà điều hành được gửi vào Hộp thư của bạn.',
      openInbox: 'Mở Hộp thư',
      later: 'Vui lòng quay lại sau.',
    },
  },
  common: {
    close: 'Đóng',
    logout: 'Đăng xuất',
    dayPlaceholder: 'dd/mm/yyyy',
    badDay: 'Ngày không hợp lệ: nhập theo dạng dd/mm/yyyy',
    dayOrder: 'Ngày bắt đầu phải trước ngày kết thúc',
  },
  account: {
    title: 'Trung tâm thành viên',
    balance: 'Số dư điểm',
    username: 'Tài khoản',
  },
  trend: {
    title: 'Xu hướng kỷ lục',
  },
} as const;
