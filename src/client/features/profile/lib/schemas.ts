import * as yup from 'yup';
import { texts } from '../../../../shared/texts';
import {
  ADDRESS_MAX,
  BANK_ACCOUNT_HOLDER_MAX,
  BANK_ACCOUNT_NUMBER_MAX,
  BANK_ACCOUNT_NUMBER_PATTERN,
  BANK_NAME_MAX,
  NICKNAME_MAX,
  PHONE_NUMBER_MAX,
} from '../../../../shared/validation';

const b = texts.accountArea.bank;

/** The bank form (spec section 5); the server applies the same rules with the same messages. */
export const bankSchema = yup.object({
  bankName: yup.string().trim().required(b.bankNameRequired).max(BANK_NAME_MAX, b.tooLong(BANK_NAME_MAX)),
  bankAccountNumber: yup.string().trim().required(b.accountNumberRequired).matches(BANK_ACCOUNT_NUMBER_PATTERN, b.accountNumberDigits).max(BANK_ACCOUNT_NUMBER_MAX, b.tooLong(BANK_ACCOUNT_NUMBER_MAX)),
  bankAccountHolder: yup.string().trim().required(b.accountHolderRequired).max(BANK_ACCOUNT_HOLDER_MAX, b.tooLong(BANK_ACCOUNT_HOLDER_MAX)),
});

/** Profile fields have no rules (spec section 5) beyond the server's lengths, said in Vietnamese. */
export const profileSchema = yup.object({
  nickname: yup.string().max(NICKNAME_MAX, b.tooLong(NICKNAME_MAX)),
  phoneNumber: yup.string().max(PHONE_NUMBER_MAX, b.tooLong(PHONE_NUMBER_MAX)),
  address: yup.string().max(ADDRESS_MAX, b.tooLong(ADDRESS_MAX)),
});
