import { invoicePdf } from '@baylytics/contract/billing';
import { clientHeaders } from '../../app/client-identity.ts';
import { ApiError } from '../../app/http.ts';
import { sessionStore } from '../../app/session.ts';

// Long enough for the browser to start saving the file before its object URL goes away.
const objectUrlLifetimeMs = 60_000;

/**
 * Saves an invoice PDF as `<invoiceNumber>.pdf`. The PDF needs the session's Authorization header,
 * which a plain link cannot send, so it is fetched and handed to the browser as a file.
 */
export async function downloadInvoice(invoice: { id: number; invoiceNumber: string }): Promise<void> {
  const { token } = sessionStore.get();
  const headers: Record<string, string> = { accept: 'application/pdf', ...clientHeaders() };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${invoicePdf.path.replace(':id', String(invoice.id))}`, { headers });
  } catch {
    throw new ApiError(0, 'serviceUnavailable');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, envelope?.message ?? 'serverError');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.invoiceNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}
