import type { FastifySchemaValidationError } from 'fastify';
import { texts } from '../../shared/texts.js';
import { fieldMessages } from '../../shared/validation.js';
import { TEXT_KEYWORD } from './text-rule.js';

/** The Vietnamese message for the first schema error of a request (unknown, missing, over-long field). */
export function validationMessage(errors: readonly FastifySchemaValidationError[]): string {
  const first = errors[0];
  if (!first) return texts.errors.invalidInput;
  const params = first.params as Record<string, unknown>;
  const field = String(params.missingProperty ?? first.instancePath.split('/').filter(Boolean).pop() ?? '');
  switch (first.keyword) {
    case 'additionalProperties':
      return texts.errors.unknownField(String(params.additionalProperty));
    case 'required':
      return fieldMessages[field] ?? `${texts.errors.invalidInput}: ${field}`;
    case 'maxLength':
    case 'maxItems':
      return texts.errors.tooLong(field);
    case TEXT_KEYWORD: {
      // A list's item is named by its list ('ids', not '1').
      const named = first.instancePath.split('/').filter((part) => part && !/^\d+$/.test(part)).pop() ?? '';
      return texts.errors.invalidCharacters(texts.errors.fieldLabels[named] ?? (named || 'Dữ liệu'));
    }
    case 'type': {
      const expected = String(params.type).split(',')[0]!;
      return texts.errors.wrongType(texts.errors.fieldLabels[field] ?? (field || 'Dữ liệu'), texts.errors.typeNames[expected] ?? expected);
    }
    default:
      return field ? `${texts.errors.invalidInput}: ${field}` : texts.errors.invalidInput;
  }
}
