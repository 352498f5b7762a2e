import dayjs from 'dayjs';

/** History dates (spec section 9): dd/MM/yyyy. */
export function formatDate(iso: string | number): string {
  return dayjs(iso).format('DD/MM/YYYY');
}

export function formatTime(iso: string | number): string {
  return dayjs(iso).format('HH:mm');
}

/** A row's moment in a list: dd/MM/yyyy HH:mm. */
export function formatDateAndTime(iso: string | number): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm');
}

/** When saved data was last updated: HH:mm dd/MM/yyyy. */
export function formatDateTime(at: string | number): string {
  return dayjs(at).format('HH:mm DD/MM/YYYY');
}

const vndFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** Whole VND with comma thousands, the app's number format: 85,000 VNĐ. */
export function formatVnd(vnd: number): string {
  return `${vndFormat.format(vnd)} VNĐ`;
}
