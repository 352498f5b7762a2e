import { Box, Field, Input, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { type KeyboardEvent, useId, useState } from 'react';
import { texts } from '../../../../shared/texts';
import { BANK_NAME_MAX } from '../../../../shared/validation';
import { matchingBanks } from '../lib/banks';

/**
 * The bank name (spec section 5): picked from the list of Vietnamese banks, filtered as one types
 * (accents optional), or typed freely. The list floats over the form, so nothing below it moves.
 */
export function BankNameField({ name, label, placeholder }: { name: string; label: string; placeholder: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = useId();
  const matches = matchingBanks(field.value);
  const invalid = Boolean(meta.touched && meta.error);

  const pick = (bankName: string) => {
    void helpers.setValue(bankName);
    void helpers.setTouched(true, false);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(0, Math.min(matches.length - 1, i + step)));
    } else if (e.key === 'Enter' && open && matches[active]) {
      e.preventDefault();
      pick(matches[active].name);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Field.Root invalid={invalid}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Box position="relative" w="full">
        <Input
          id={id}
          {...field}
          size="lg"
          bg="white"
          placeholder={placeholder}
          autoComplete="off"
          maxLength={BANK_NAME_MAX}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid}
          onFocus={() => setOpen(true)}
          onChange={(e) => {
            field.onChange(e);
            void helpers.setTouched(true, false);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={(e) => {
            field.onBlur(e);
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        {open && (
          <Box
            as="ul"
            id={listId}
            role="listbox"
            aria-label={label}
            position="absolute"
            top="calc(100% + 4px)"
            left="0"
            right="0"
            zIndex="dropdown"
            bg="white"
            borderRadius="lg"
            boxShadow="lg"
            borderWidth="1px"
            maxH="64"
            overflowY="auto"
            listStyleType="none"
          >
            {matches.map((bank, i) => (
              <Box
                as="li"
                key={bank.name}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active || bank.name === field.value}
                minH="12"
                px="3"
                py="1.5"
                cursor="pointer"
                bg={i === active ? 'brand.50' : undefined}
                _hover={{ bg: 'brand.50' }}
                // Keeps the focus in the input, so that the tap selects before the list closes.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(bank.name)}
              >
                <Text fontWeight="semibold">{bank.name}</Text>
                <Text fontSize="xs" color="gray.500" lineClamp={1}>
                  {bank.full}
                </Text>
              </Box>
            ))}
            {matches.length === 0 && (
              <Box as="li" px="3" py="3" color="gray.500" fontSize="sm">
                {texts.accountArea.bank.noMatch}
              </Box>
            )}
          </Box>
        )}
      </Box>
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}
