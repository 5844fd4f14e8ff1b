import { apiRoutes } from '@gaming/contracts/api-routes';
import type { Withdrawal } from '@gaming/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMultipart } from '../../../lib/api-client';
import { invalidateMoney } from './invalidate-money';

/** Multipart (the JSON client cannot carry files): the note and 1 to 3 images in the field `proof`. */
export async function reportNotReceived(
  id: string,
  files: readonly File[],
  note: string,
): Promise<Withdrawal> {
  const form = new FormData();
  if (note.trim() !== '') form.append('note', note.trim());
  for (const file of files) form.append('proof', file, file.name);
  return apiMultipart<Withdrawal>(
    apiRoutes.withdrawNotReceived.path.replace(':id', encodeURIComponent(id)),
    form,
  );
}

export function useReportNotReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; files: readonly File[]; note: string }) =>
      reportNotReceived(input.id, input.files, input.note),
    onSettled: () => invalidateMoney(queryClient),
  });
}
