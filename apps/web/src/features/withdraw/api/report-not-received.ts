import { apiRoutes } from '@gaming/contracts/api-routes';
import type { Withdrawal } from '@gaming/contracts/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, parseErrorBody } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session';
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
  const token = sessionToken();
  let response: Response;
  try {
    response = await fetch(apiRoutes.withdrawNotReceived.path.replace(':id', encodeURIComponent(id)), {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  } catch {
    throw new ApiError({ code: 'network_error', status: 0, message: 'network error' });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body as Withdrawal;
}

export function useReportNotReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; files: readonly File[]; note: string }) =>
      reportNotReceived(input.id, input.files, input.note),
    onSettled: () => invalidateMoney(queryClient),
  });
}
