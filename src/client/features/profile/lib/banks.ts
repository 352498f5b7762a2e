/**
 * Vietnamese banks a player can pick from (spec section 5: "about 41"); any other name may be
 * typed. `name` is what is saved and shown; `full` helps find it.
 */
export const BANKS: ReadonlyArray<{ readonly name: string; readonly full: string }> = [
  { name: 'Vietcombank', full: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { name: 'VietinBank', full: 'Ngân hàng TMCP Công thương Việt Nam' },
  { name: 'BIDV', full: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam' },
  { name: 'Agribank', full: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam' },
  { name: 'Techcombank', full: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
  { name: 'MB Bank', full: 'Ngân hàng TMCP Quân đội' },
  { name: 'ACB', full: 'Ngân hàng TMCP Á Châu' },
  { name: 'VPBank', full: 'Ngân hàng TMCP Việt Nam Thịnh Vượng' },
  { name: 'Sacombank', full: 'Ngân hàng TMCP Sài Gòn Thương Tín' },
  { name: 'TPBank', full: 'Ngân hàng TMCP Tiên Phong' },
  { name: 'HDBank', full: 'Ngân hàng TMCP Phát triển TP. Hồ Chí Minh' },
  { name: 'VIB', full: 'Ngân hàng TMCP Quốc tế Việt Nam' },
  { name: 'SHB', full: 'Ngân hàng TMCP Sài Gòn - Hà Nội' },
  { name: 'SeABank', full: 'Ngân hàng TMCP Đông Nam Á' },
  { name: 'OCB', full: 'Ngân hàng TMCP Phương Đông' },
  { name: 'MSB', full: 'Ngân hàng TMCP Hàng Hải Việt Nam' },
  { name: 'Eximbank', full: 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam' },
  { name: 'LPBank', full: 'Ngân hàng TMCP Lộc Phát Việt Nam' },
  { name: 'Nam A Bank', full: 'Ngân hàng TMCP Nam Á' },
  { name: 'Bac A Bank', full: 'Ngân hàng TMCP Bắc Á' },
  { name: 'ABBANK', full: 'Ngân hàng TMCP An Bình' },
  { name: 'PVcomBank', full: 'Ngân hàng TMCP Đại Chúng Việt Nam' },
  { name: 'Vietbank', full: 'Ngân hàng TMCP Việt Nam Thương Tín' },
  { name: 'BVBank', full: 'Ngân hàng TMCP Bản Việt' },
  { name: 'KienlongBank', full: 'Ngân hàng TMCP Kiên Long' },
  { name: 'NCB', full: 'Ngân hàng TMCP Quốc Dân' },
  { name: 'Saigonbank', full: 'Ngân hàng TMCP Sài Gòn Công Thương' },
  { name: 'PGBank', full: 'Ngân hàng TMCP Thịnh vượng và Phát triển' },
  { name: 'VietABank', full: 'Ngân hàng TMCP Việt Á' },
  { name: 'BAOVIET Bank', full: 'Ngân hàng TMCP Bảo Việt' },
  { name: 'SCB', full: 'Ngân hàng TMCP Sài Gòn' },
  { name: 'GPBank', full: 'Ngân hàng Thương mại TNHH MTV Dầu khí Toàn cầu' },
  { name: 'OceanBank', full: 'Ngân hàng Thương mại TNHH MTV Đại Dương' },
  { name: 'CBBank', full: 'Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam' },
  { name: 'DongA Bank', full: 'Ngân hàng TMCP Đông Á' },
  { name: 'Co-opBank', full: 'Ngân hàng Hợp tác xã Việt Nam' },
  { name: 'Shinhan Bank', full: 'Ngân hàng TNHH MTV Shinhan Việt Nam' },
  { name: 'Woori Bank', full: 'Ngân hàng TNHH MTV Woori Việt Nam' },
  { name: 'HSBC', full: 'Ngân hàng TNHH MTV HSBC (Việt Nam)' },
  { name: 'Standard Chartered', full: 'Ngân hàng TNHH MTV Standard Chartered (Việt Nam)' },
  { name: 'UOB', full: 'Ngân hàng TNHH MTV United Overseas Bank (Việt Nam)' },
];

/** Lower case without Vietnamese accents, so that "ngoai thuong" finds "Ngoại thương". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

/** Banks whose short or full name contains what was typed (all of them for nothing typed). */
export function matchingBanks(typed: string): typeof BANKS {
  const query = searchable(typed.trim());
  if (!query) return BANKS;
  return BANKS.filter((b) => searchable(`${b.name} ${b.full}`).includes(query));
}
