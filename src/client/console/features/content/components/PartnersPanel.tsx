import { Text } from '@chakra-ui/react';
import { texts } from '../../../../../shared/texts';
import { useDeletePartnerMutation, useGetAdminPartnersQuery, useReorderPartnersMutation } from '../api/content-api';
import { OrderedContentPanel } from './OrderedContentPanel';
import { PartnerDialog } from './PartnerDialog';

const t = texts.console.content.partners;

/** Home's partners in order: added, changed, moved and deleted here. */
export function PartnersPanel() {
  const { data, isLoading } = useGetAdminPartnersQuery();
  const [reorder, { isLoading: moving }] = useReorderPartnersMutation();
  const [remove, { isLoading: removing }] = useDeletePartnerMutation();
  return (
    <OrderedContentPanel
      items={data?.results}
      loading={isLoading}
      texts={t}
      view={(partner) => ({
        label: t.logoOf(partner.name),
        image: partner.logo,
        ratio: 1,
        body: (
          <>
            <Text fontWeight="medium">{partner.name}</Text>
            <Text fontSize="sm" color="gray.600" overflowWrap="anywhere">
              {partner.link ?? texts.console.content.noLink}
            </Text>
          </>
        ),
      })}
      deleteBody={(partner) => t.deleteBody(partner.name)}
      reorder={reorder}
      moving={moving}
      remove={remove}
      removing={removing}
      dialog={(partner, close) => <PartnerDialog partner={partner} onClose={close} />}
    />
  );
}
