/** Texts of responsible play ('Chơi có trách nhiệm'), gathered into `texts.safety`. All ours (docs/decisions/loss-limits-count-at-placement.md, pauses-cannot-be-shortened.md, reality-check.md). */
export const safetyTexts = {
  title: 'Chơi có trách nhiệm',
  // The reality check's buttons (issue wording).
  continue: 'Tiếp tục',
  stop: 'Dừng chơi',
  errors: {
    /** A bet, stake or box that would take the net loss of a period past its limit. */
    limitReached: (period: string, until: string) => `Bạn đã đạt giới hạn thua ${period}. Bạn có thể chơi tiếp từ ${until}.`,
    coolOff: (until: string) => `Bạn đang tạm nghỉ đến ${until}.`,
    exclusion: (until: string) => `Bạn đã tự loại trừ đến ${until}.`,
    pauseRunning: (until: string) => `Bạn đang trong thời gian tạm nghỉ đến ${until}, không thể thay đổi.`,
    /** A limit that is not a number of points with at most 4 decimals, or above the largest balance. */
    limitInvalid: 'Giới hạn thua phải là số điểm lớn hơn 0, tối đa 4 chữ số thập phân',
    limitTooLarge: (max: string) => `Giới hạn thua tối đa là ${max} điểm`,
    /** A duration that is not one of the kind's (cool-off: 24H/7D/30D; self-exclusion: 6M/1Y/5Y). */
    pauseDuration: 'Thời gian tạm nghỉ không hợp lệ',
  },
  /** The 'Chơi có trách nhiệm' screen and the reality check dialog (app). */
  screen: {
    intro: 'Đặt giới hạn cho việc chơi của bạn. Giảm giới hạn có hiệu lực ngay; tăng hoặc bỏ giới hạn có hiệu lực sau 24 giờ.',
    limitsTitle: 'Giới hạn thua',
    periodNames: { DAY: 'Theo ngày', WEEK: 'Theo tuần', MONTH: 'Theo tháng' },
    noLimit: 'Không giới hạn',
    current: 'Giới hạn hiện tại',
    used: 'Đã thua trong kỳ',
    /** What 'Đã thua trong kỳ' counts (docs/decisions/loss-limits-count-at-placement.md), under the limits' title. */
    usedCounts: 'Đã thua trong kỳ tính cả lệnh đặt, hộp quà và đầu tư: số điểm đã đặt, mua hoặc đầu tư trừ số điểm đã thắng, trúng hoặc nhận lại trong kỳ.',
    resetsAt: (at: string) => `Tính lại từ ${at}`,
    pending: (amount: string, at: string) => `Thay đổi chờ áp dụng: ${amount} từ ${at}`,
    amount: 'Số điểm thua tối đa',
    amountPlaceholder: 'Nhập số điểm',
    amountRequired: 'Vui lòng nhập số điểm',
    amountMin: 'Số điểm phải lớn hơn 0',
    save: 'Lưu',
    remove: 'Bỏ giới hạn',
    saved: 'Đã lưu',
    realityTitle: 'Nhắc nhở thời gian chơi',
    realityHint: 'Hiện thời gian đã chơi và kết quả sau mỗi khoảng thời gian bạn chọn.',
    realityOff: 'Tắt',
    minutes: (n: number) => `${n} phút`,
    pauseTitle: 'Tạm nghỉ và tự loại trừ',
    pauseHint: 'Trong thời gian này bạn không thể đặt lệnh, đầu tư hay mua hộp quà.',
    coolOff: 'Tạm nghỉ',
    exclusion: 'Tự loại trừ',
    durations: { '24H': '24 giờ', '7D': '7 ngày', '30D': '30 ngày', '6M': '6 tháng', '1Y': '1 năm', '5Y': '5 năm' },
    pauseRunning: { COOL_OFF: (until: string) => `Bạn đang tạm nghỉ đến ${until}.`, EXCLUSION: (until: string) => `Bạn đã tự loại trừ đến ${until}.` },
    confirmTitle: { COOL_OFF: 'Xác nhận tạm nghỉ', EXCLUSION: 'Xác nhận tự loại trừ' },
    /** Stated first in the confirmation, before anything else. */
    cannotUndo: 'Không thể huỷ trước khi kết thúc.',
    confirmBody: (duration: string, until: string) => `Bạn sẽ tạm dừng chơi ${duration}, đến khoảng ${until}.`,
    confirm: 'Xác nhận',
    cancel: 'Huỷ',
    pauseStarted: 'Đã bắt đầu thời gian tạm nghỉ',
    realityDialogTitle: 'Nhắc nhở thời gian chơi',
    played: (duration: string) => `Bạn đã chơi ${duration}.`,
    hours: (h: number, m: number) => (m ? `${h} giờ ${m} phút` : `${h} giờ`),
    net: 'Kết quả phiên này',
    stakes: 'Tổng đặt',
    winnings: 'Tổng thắng',
    bets: 'Số lệnh',
  },
  /** The period's name inside messages. */
  periods: { DAY: 'trong ngày', WEEK: 'trong tuần', MONTH: 'trong tháng' },
} as const;
