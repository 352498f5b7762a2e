import dayjs from 'dayjs';

/** History dates (spec section 9): dd/MM/yyyy. */
export function formatDate(iso: string | number): string {
  return dayjs(iso).format('DD/MM/YYYY');
}

export function formatTime(iso: string | number): string {
  return dayjs(iso).format('HH:mm');
}

/** A moment, everywhere the app shows one (lists, "last updated", limits): dd/MM/yyyy HH:mm. */
export function formatDateTime(at: string | number): string {
  return dayjs(at).format('DD/MM/YYYY HH:mm');
}

/** A moment to the second (round end times, the audit log): dd/MM/yyyy HH:mm:ss. */
export function formatDateTimeSeconds(at: string | number): string {
  return dayjs(at).format('DD/MM/YYYY HH:mm:ss');
}

// Made on first use: creating an Intl formatter costs tens of ms on a phone, and the screens that
// import this module (Home among them) mostly show no amount of money.
let vndFormat: Intl.NumberFormat | undefined;
/** Whole VND with comma thousands, the app's number format: 85,000 VNĐ. */
export function formatVnd(vnd: number): string {
  vndFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return `${vndFormat.format(vnd)} VNĐ`;
}
