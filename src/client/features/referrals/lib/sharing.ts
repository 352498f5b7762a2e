/**
 * Copies `text`; true when it worked. The Clipboard API exists only on secure pages (HTTPS,
 * localhost), so plain HTTP falls back to a hidden field and the older copy command.
 */
export async function copyText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, not focused): the fallback may still work.
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** The invitation link of a code: the register screen reads `?ref=` (spec section 2). */
export function referralLink(origin: string, registerPath: string, code: string): string {
  return `${origin}${registerPath}?ref=${encodeURIComponent(code)}`;
}
