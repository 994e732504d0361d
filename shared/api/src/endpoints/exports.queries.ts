// The export files as the one query cache's mutations: a download is a one-off call the reader asks
// for, not data kept on screen, so nothing is cached or invalidated.
import { mutationOptions } from '@tanstack/react-query';
import { downloadExport, type ExportKind } from './exports';

export function downloadExportMutation() {
  return mutationOptions({ mutationFn: (kind: ExportKind) => downloadExport(kind) });
}
