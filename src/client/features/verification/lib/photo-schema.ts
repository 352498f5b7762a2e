import * as yup from 'yup';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../../shared/uploads';
import { texts } from '../../../../shared/texts';

const v = texts.accountArea.verify;
const u = texts.accountArea.upload;

/** A chosen photo: an image the server accepts, at most 5 MB (the server checks the bytes again). */
const photo = (required: string) =>
  yup
    .mixed<File>()
    .required(required)
    .test('type', u.imagesOnly, (file) => !file || (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type))
    .test('size', u.tooLarge, (file) => !file || file.size <= UPLOAD_MAX_BYTES);

/** Both sides of the ID card, images only (spec section 5). */
export const verificationSchema = yup.object({
  front: photo(v.frontRequired),
  back: photo(v.backRequired),
});
