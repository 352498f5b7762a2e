import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { texts } from '../../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { env } from '../../../config/env';
import { toastShown } from '../../../stores/toasts-slice';

interface ExportCsvButtonProps {
  /** The export's path under /v1 (for example `/admin/audit/export.csv`), with the list's filters as query. */
  readonly path: string;
  readonly params?: Readonly<Record<string, string | number | undefined>>;
  readonly filename: string;
}

/**
 * Downloads a table as CSV. The server streams the file; the call carries the operator's bearer
 * token, so the download goes through fetch rather than a plain link.
 */
export function ExportCsvButton({ path, params = {}, filename }: ExportCsvButtonProps) {
  const token = useAppSelector((state) => state.auth.accessToken);
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
      const response = await fetch(`${env.apiBase}${path}${query.size ? `?${query}` : ''}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      URL.revokeObjectURL(url);
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
