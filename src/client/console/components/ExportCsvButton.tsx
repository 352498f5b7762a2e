import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { ExportLinkBody, ExportLinkResponse } from '../../../shared/api/admin-exports';
import { texts } from '../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { env } from '../../config/env';
import { toastShown } from '../../stores/toasts-slice';

interface ExportCsvButtonProps {
  /** The export's path under /v1 (for example `/admin/audit/export.csv`), with the list's filters as query. */
  readonly path: string;
  readonly params?: Readonly<Record<string, string | number | undefined>>;
  readonly filename: string;
}

/**
 * Downloads a table as CSV. The operator's bearer token asks for a one-minute link to the export
 * (POST /v1/admin/exports/link); the browser then opens that link itself, so the file is saved as the
 * server streams it, however large, and never held in the page's memory.
 */
export function ExportCsvButton({ path, params = {}, filename }: ExportCsvButtonProps) {
  const token = useAppSelector((state) => state.auth.accessToken);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
      const api = new URL(env.apiBase, window.location.origin);
      const response = await fetch(`${env.apiBase}/admin/exports/link`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ path: `${api.pathname}${path}${query.size ? `?${query}` : ''}` } satisfies ExportLinkBody),
      });
      if (!response.ok) throw new Error(String(response.status));
      const { url } = (await response.json()) as ExportLinkResponse;
      const link = document.createElement('a');
      link.href = `${api.origin}${url}`;
      link.download = filename;
      link.click();
    } catch {
      dispatch(toastShown(texts.console.exportFailed, 'error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant="outline" loading={busy} onClick={() => void download()}>
      {texts.console.exportCsv}
    </Button>
  );
}
