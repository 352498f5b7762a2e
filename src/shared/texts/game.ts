/** Texts of rounds, betting, Home, Trend and fairness (gathered into `texts.game`). */
export const gameTexts = {
  zones: { LEVEL_1: 'Thời trang', LEVEL_3: 'Sản phẩm', LEVEL_5: 'Phụ kiện' },
  gates: { TANG: 'Tăng', GIAM: 'Giảm', CAO: 'Cao', THAP: 'Thấp', TRAI: 'Trái', PHAI: 'Phải' },
  bet: {
    // Spec section 5, letter for letter (the minimum message says "rút" in the original app).
    amountRequired: 'Số tiền đặt không được để trống',
    amountMin: 'Số tiền rút tối thiểu là 10',
    placed: 'Đặt lệnh thành công',
    // Ours (docs/decisions.md).
    amountMax: (max: string) => `Số tiền đặt tối đa là ${max}`,
    amountDecimals: 'Số điểm chỉ được có tối đa 4 chữ số thập phân',
    locked: 'Phiên đã khoá đặt lệnh, vui lòng chờ phiên sau',
    oppositeGate: 'Không thể đặt cả hai cửa đối nghịch trong cùng một phiên',
    roundNotFound: 'Không tìm thấy phiên',
  },
} as const;
