import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Formik } from 'formik';
import { useState } from 'react';
import type { AdminBanner } from '../../../../../shared/api/content';
import { texts } from '../../../../../shared/texts';
import { errorMessage } from '../../../../api/base';
import { useAppDispatch } from '../../../../stores/hooks';
import { toastShown } from '../../../../stores/toasts-slice';
import { useCreateBannerMutation, useUpdateBannerMutation } from '../api/content-api';
import { bannerSchema, textOrNull } from '../lib/content-forms';
import { CheckboxField } from './CheckboxField';
import { FormDialog } from './FormDialog';
import { ImageField } from './ImageField';
import { LinkField } from './LinkField';

const t = texts.console.content.banners;

/** Adds a banner (`banner` undefined) or changes one: its image, link and whether Home shows it. */
export function BannerDialog({ banner, onClose }: { banner?: AdminBanner; onClose: () => void }) {
  const [createBanner] = useCreateBannerMutation();
  const [updateBanner] = useUpdateBannerMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dispatch = useAppDispatch();

  return (
    <Formik
      initialValues={{ image: banner?.image ?? '', link: banner?.link ?? '', active: banner?.active ?? true }}
      validationSchema={bannerSchema}
      onSubmit={async (values) => {
        const body = { image: values.image, link: textOrNull(values.link), active: values.active };
        const result = banner ? await updateBanner({ id: banner.id, body }) : await createBanner(body);
        if ('error' in result) return setRefusal(errorMessage(result.error as FetchBaseQueryError));
        dispatch(toastShown(banner ? t.saved : t.created, 'success'));
        onClose();
      }}
    >
      <FormDialog title={banner ? t.editTitle : t.createTitle} submitLabel={texts.console.content.save} refusal={refusal} onClose={onClose}>
        <ImageField name="image" label={texts.console.content.tabs.banners} />
        <LinkField />
        <CheckboxField name="active" label={t.showOnHome} />
      </FormDialog>
    </Formik>
  );
}
