import { shownResult } from '../../../api/shown-result';
import { useGetBannersQuery } from '../api/content-api';
import { BannerCarousel } from './BannerCarousel';

/** The operator's banners on Home; placeholders only once it is known there are none (or they cannot load). */
export function HomeBanners() {
  const { data, isError } = useGetBannersQuery(undefined, { selectFromResult: shownResult });
  return <BannerCarousel banners={data?.results ?? (isError ? [] : undefined)} />;
}
