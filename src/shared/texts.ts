import { accountTexts } from './texts/account.js';
import { adminTexts } from './texts/admin.js';
import { consoleTexts } from './texts/console.js';
import { contentTexts } from './texts/content.js';
import { gameTexts } from './texts/game.js';
import { growthTexts } from './texts/growth.js';
import { homeTexts } from './texts/home.js';
import { notificationTexts } from './texts/notifications.js';
import { safetyTexts } from './texts/safety.js';

/**
 * Every Vietnamese text the product shows, in one place, used by both the app and the server.
 * Texts quoted in the product spec are copied letter for letter; the others are ours and are
 * listed in docs/decisions.md. Larger areas keep theirs in texts/<area>.ts, gathered here.
 */
export const texts = {
  game: gameTexts,
  accountArea: accountTexts,
  growth: growthTexts,
  home: homeTexts,
  safety: safetyTexts,
  notifications: notificationTexts,
  content: contentTexts,
  admin: adminTexts,
  console: consoleTexts,
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
    forgotPasswordBody:
      'Vui lòng liên hệ tổng đài chăm sóc khách hàng (CSKH) để được hỗ trợ lấy lại mật khẩu.',
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
    network: 'Không kết nối được máy chủ, vui lòng thử lại',
    invalidCredentials: 'Tài khoản hoặc mật khẩu không đúng',
    usernameTaken: 'Tài khoản đã tồn tại',
    referralNotFound: 'Mã giới thiệu không tồn tại',
    unauthorized: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
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
    supportBody: 'Vui lòng liên hệ tổng đài chăm sóc khách hàng (CSKH) để được hỗ trợ.',
    hotline: 'Tổng đài CSKH',
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

/** The default error text the app shows when a response carries no `message`. */
export const DEFAULT_ERROR_MESSAGE = texts.errors.generic;
