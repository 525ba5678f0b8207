/** The compressed forms a kept catalogue answer is sent in (the server's own, br first). */
export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send to a caller's Accept-Encoding (RFC 9110 section 12.5.3): the accepted one
 * of br and gzip with the higher weight, br on a tie, `*` standing for either. Undefined when
 * neither is accepted or the header does not read as a list of codings (the normal path, with
 * @fastify/compress, answers those).
 */
export function pickEncoding(acceptEncoding: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    if (!/^[a-z0-9*_-]+$/.test(name)) return undefined;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (!match) return undefined;
      weight = Number(match[1]);
    }
    weights.set(name, weight);
  }
  const star = weights.get('*');
  const weightOf = (name: Encoding) => weights.get(name) ?? star ?? 0;
  const [br, gzip] = [weightOf('br'), weightOf('gzip')];
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}
