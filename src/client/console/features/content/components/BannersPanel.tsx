import { Badge, HStack, Text } from '@chakra-ui/react';
import { texts } from '../../../../../shared/texts';
import { useDeleteBannerMutation, useGetAdminBannersQuery, useReorderBannersMutation } from '../api/content-api';
import { BannerDialog } from './BannerDialog';
import { OrderedContentPanel } from './OrderedContentPanel';

const t = texts.console.content.banners;
/** Home's slide ratio (features/content BannerCarousel). */
const BANNER_RATIO = 2.4;

/** Home's carousel in order: every banner (hidden ones too), added, changed, moved and deleted here. */
export function BannersPanel() {
  const { data, isLoading } = useGetAdminBannersQuery();
  const [reorder, { isLoading: moving }] = useReorderBannersMutation();
  const [remove, { isLoading: removing }] = useDeleteBannerMutation();
  return (
    <OrderedContentPanel
      items={data?.results}
      loading={isLoading}
      texts={t}
      view={(banner, index) => ({
        label: t.thumb(index + 1),
        image: banner.image,
        ratio: BANNER_RATIO,
        body: (
          <>
            <HStack gap="2">
              <Text fontWeight="medium">{t.thumb(index + 1)}</Text>
              <Badge colorPalette={banner.active ? 'green' : 'gray'}>{banner.active ? t.shown : t.hidden}</Badge>
            </HStack>
            <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
              {banner.link ?? texts.console.content.noLink}
            </Text>
          </>
        ),
      })}
      deleteBody={() => t.deleteBody}
      reorder={reorder}
      moving={moving}
      remove={remove}
      removing={removing}
      dialog={(banner, close) => <BannerDialog banner={banner} onClose={close} />}
    />
  );
}
