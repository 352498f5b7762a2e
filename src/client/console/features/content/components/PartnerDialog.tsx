import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Formik } from 'formik';
import { useState } from 'react';
import type { AdminPartner } from '../../../../../shared/api/content';
import { texts } from '../../../../../shared/texts';
import { errorMessage } from '../../../../api/base';
import { useAppDispatch } from '../../../../stores/hooks';
import { TextField } from '../../../../components/form/TextField';
import { toastShown } from '../../../../stores/toasts-slice';
import { useCreatePartnerMutation, useUpdatePartnerMutation } from '../api/content-api';
import { PARTNER_NAME_MAX, partnerSchema, textOrNull } from '../lib/content-forms';
import { FormDialog } from './FormDialog';
import { ImageField } from './ImageField';
import { LinkField } from './LinkField';

const t = texts.console.content.partners;

/** Adds a partner (`partner` undefined) or changes one: name, logo and link. */
export function PartnerDialog({ partner, onClose }: { partner?: AdminPartner; onClose: () => void }) {
  const [createPartner] = useCreatePartnerMutation();
  const [updatePartner] = useUpdatePartnerMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const dispatch = useAppDispatch();

  return (
    <Formik
      initialValues={{ name: partner?.name ?? '', logo: partner?.logo ?? '', link: partner?.link ?? '' }}
      validationSchema={partnerSchema}
      onSubmit={async (values) => {
        const body = { name: values.name.trim(), logo: values.logo, link: textOrNull(values.link) };
        const result = partner ? await updatePartner({ id: partner.id, body }) : await createPartner(body);
        if ('error' in result) return setRefusal(errorMessage(result.error as FetchBaseQueryError));
        dispatch(toastShown(partner ? t.saved : t.created, 'success'));
        onClose();
      }}
    >
      <FormDialog title={partner ? t.editTitle : t.createTitle} submitLabel={texts.console.content.save} refusal={refusal} onClose={onClose}>
        <TextField name="name" label={t.name} maxLength={PARTNER_NAME_MAX} autoComplete="off" />
        <ImageField name="logo" label={t.logo} ratio={1} />
        <LinkField />
      </FormDialog>
    </Formik>
  );
}
