import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { texts } from '../../../../shared/texts';
import { useGetSystemQuery } from '../../../api/system';
import { POPUP_DISMISSED_STORAGE_KEY } from '../../../config/constants';
import { AppDialog } from '../../../components/AppDialog';

const t = texts.home.home;

function dismissedVersion(): number {
  try {
    return Number(localStorage.getItem(POPUP_DISMISSED_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function rememberDismissed(version: number): void {
  try {
    localStorage.setItem(POPUP_DISMISSED_STORAGE_KEY, String(version));
  } catch {
    // Storage unavailable: it shows again next time, which is harmless.
  }
}

/** The operator's popup banner (GET /v1/system `content.popup`): once per version on this device, until dismissed. */
export function PopupBanner() {
  const { popup } = useGetSystemQuery(undefined, { selectFromResult: ({ data }) => ({ popup: data?.content.popup ?? null }) });
  const [dismissed, setDismissed] = useState(dismissedVersion);
  const navigate = useNavigate();
  const open = Boolean(popup && popup.version !== dismissed);

  const dismiss = () => {
    if (!popup) return;
    rememberDismissed(popup.version);
    setDismissed(popup.version);
  };
  const follow = () => {
    const link = popup?.link;
    dismiss();
    if (!link) return;
    if (link.startsWith('/') && !link.startsWith('//')) navigate(link);
    else window.open(link, '_blank', 'noopener,noreferrer');
  };

  return (
    <AppDialog
      open={open}
      onClose={dismiss}
      title={popup?.title}
      closeButton
      testId="popup-banner"
      media={popup?.image && <img src={popup.image} alt="" style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />}
      footer={
        <HStack w="full" gap="3">
          <Button flex="1" size="lg" variant="outline" onClick={dismiss}>
            {t.popupClose}
          </Button>
          {popup?.link && (
            <Button flex="1" size="lg" colorPalette="brand" onClick={follow}>
              {t.popupOpen}
            </Button>
          )}
        </HStack>
      }
    >
      <Text whiteSpace="pre-line" lineHeight="tall">
        {popup?.text}
      </Text>
    </AppDialog>
  );
}
