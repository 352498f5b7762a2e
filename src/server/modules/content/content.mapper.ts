import type { AdminBanner, AdminPartner, PublicBanner, PublicPartner } from '../../../shared/api/content.js';
import type { BannerRow, PartnerRow } from './content.table.js';
import { publicImageUrl } from './images.service.js';

export function toPublicBanner(row: BannerRow): PublicBanner {
  return { id: row.id, image: publicImageUrl(row.image), link: row.link };
}

export function toAdminBanner(row: BannerRow): AdminBanner {
  return { ...toPublicBanner(row), active: row.isActive === 1, position: row.position, createdAt: new Date(row.createdAt).toISOString() };
}

export function toPublicPartner(row: PartnerRow): PublicPartner {
  return { id: row.id, name: row.name, logo: publicImageUrl(row.logo), link: row.link };
}

export function toAdminPartner(row: PartnerRow): AdminPartner {
  return { ...toPublicPartner(row), position: row.position, createdAt: new Date(row.createdAt).toISOString() };
}
