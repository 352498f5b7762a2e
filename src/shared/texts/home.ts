/**
 * Texts of Home's content (partners, wins, the popup banner), support (CSKH) and the inbox screen,
 * gathered into `texts.home`. All ours (docs/decisions/home-and-bet-sheet.md,
 * support-chat-and-hotline.md, notifications-inbox.md).
 */
export const homeTexts = {
  home: {
    partners: 'Đối tác',
    noPartners: 'Chưa có đối tác nào',
    top: 'Top thắng lớn hôm nay',
    noTop: 'Hôm nay chưa có ai thắng',
    latest: 'Thắng mới nhất',
    noLatest: 'Chưa có lượt thắng nào',
    loadFailed: 'Chưa tải được, vui lòng thử lại sau',
    /** A win's line: the zone and round it came from. */
    winRound: (zone: string, incId: number) => `${zone} #${incId}`,
    popupOpen: 'Xem chi tiết',
    popupClose: 'Đóng',
  },
  support: {
    chat: 'Nhắn tin với CSKH',
    /** The chat widget could not be loaded (offline, blocked, timed out). */
    chatUnavailable: 'Chưa mở được khung chat, vui lòng thử lại sau.',
  },
  inbox: {
    bell: (unread: number) => (unread > 0 ? `Hộp thư, ${unread} thông báo chưa đọc` : 'Hộp thư'),
    unread: 'Chưa đọc',
    more: 'Xem thêm',
  },
} as const;
