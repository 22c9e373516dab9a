/** Thin fetch wrappers that keep the raw text, so tests can search it for leaks. */
export interface Answer<T = unknown> {
  status: number;
  text: string;
  json: T;
}

export async function getJson<T = unknown>(url: string, token?: string): Promise<Answer<T>> {
  const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as T };
}

export async function graphql<T = unknown>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Answer<{ data?: T; errors?: Array<{ message: string }> }>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    json: JSON.parse(text) as { data?: T; errors?: Array<{ message: string }> },
  };
}
