/**
 * The answer with its body read to the end, inside the retried send: an answer cut off mid-body fails the
 * send as a lost connection does, and is retried as one.
 */
export async function readWhole(response: Response): Promise<Response> {
  const body = await response.arrayBuffer();
  return new Response(body.byteLength === 0 ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
