import type { Generated, Selectable } from 'kysely';

/** Row of `content_images`: a public image (banner, partner logo, popup) under DATA_DIR/uploads/public. */
export interface ContentImagesTable {
  id: Generated<number>;
  fileName: string;
  mimeType: string;
  size: number;
  uploadedBy: number;
  createdAt: number;
}

/** Row of `banners`: Home's carousel, shown in `position` order while active (`isActive` 0/1). */
export interface BannersTable {
  id: Generated<number>;
  /** Stored name of a `content_images` file. */
  image: string;
  link: string | null;
  position: number;
  isActive: Generated<number>;
  createdAt: number;
}

/** Row of `partners`: Home's partner logos, in `position` order. */
export interface PartnersTable {
  id: Generated<number>;
  name: string;
  /** Stored name of a `content_images` file. */
  logo: string;
  link: string | null;
  position: number;
  createdAt: number;
}

export type BannerRow = Selectable<BannersTable>;
export type PartnerRow = Selectable<PartnersTable>;
