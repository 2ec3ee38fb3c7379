import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api-error.ts';
import { notifyError } from '#web/lib/notify.ts';
import { Button } from '../ui/button.tsx';
import { downloadKit, type KitList } from './kit-api.ts';

/** "Export Kit": downloads the record (a template with its scorecard and agenda) as a kit file. */
export function KitExportButton({ list, id }: { list: KitList; id: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadKit(list, id);
    } catch (error) {
      notifyError('Export Failed', errorMessage(error, 'Failed to export the kit'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={onClick} disabled={busy}>
      <Download aria-hidden="true" />
      Export Kit
    </Button>
  );
}
