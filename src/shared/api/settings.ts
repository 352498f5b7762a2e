import { Type, type Static } from '@sinclair/typebox';

/** One operator setting: its value now, its default, what it means (GET /v1/admin/settings). */
export const SettingEntry = Type.Object({
  key: Type.String(),
  value: Type.Unknown(),
  default: Type.Unknown(),
  description: Type.String(),
});
export type SettingEntry = Static<typeof SettingEntry>;

export const SettingsResponse = Type.Object({ results: Type.Array(SettingEntry) });
export type SettingsResponse = Static<typeof SettingsResponse>;

export const SettingParams = Type.Object({ key: Type.String({ maxLength: 64 }) });
export type SettingParams = Static<typeof SettingParams>;

/** PUT /v1/admin/settings/{key}: the new value, checked against the key's own schema. */
export const PutSettingBody = Type.Object({ value: Type.Unknown() }, { additionalProperties: false });
export type PutSettingBody = Static<typeof PutSettingBody>;
