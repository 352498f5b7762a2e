// The operator console's audit actions; no schema runtime here (the console imports this).

/**
 * Every action the audit log names: the one list, which the server's audit module writes from and
 * the console filters by. Labels in `texts.console.audit.actions`.
 */
export const AUDIT_ACTIONS = [
  'DEPOSIT_CREATE',
  'WITHDRAWAL_APPROVE',
  'WITHDRAWAL_REJECT',
  'WITHDRAWAL_CANCEL',
  'VERIFICATION_APPROVE',
  'VERIFICATION_REJECT',
  'SETTING_UPDATE',
  'NOTIFICATION_SEND',
  'CONTENT_IMAGE_UPLOAD',
  'BANNER_CREATE',
  'BANNER_UPDATE',
  'BANNER_REORDER',
  'BANNER_DELETE',
  'PARTNER_CREATE',
  'PARTNER_UPDATE',
  'PARTNER_REORDER',
  'PARTNER_DELETE',
  'SAFETY_LIMIT_SET',
  'SAFETY_LIMIT_PENDING',
  'SAFETY_LIMIT_APPLIED',
  'SAFETY_REALITY_CHECK',
  'SAFETY_PAUSE',
  'OPERATOR_CREATE',
  'OPERATOR_PASSWORD_RESET',
  'OPERATOR_TOTP_RESET',
  'TOTP_ENROL',
  'TOTP_ENABLE',
  'TOTP_FAILED',
  'TOTP_LOCKED',
  'PLAYER_LOCK',
  'PLAYER_UNLOCK',
  'PLAYER_TEMPORARY_PASSWORD',
  'BALANCE_ADJUST',
  'FAIRNESS_CHAIN_START',
] as const;
