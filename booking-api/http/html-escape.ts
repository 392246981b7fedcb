/**
 * Text for an HTML page or attribute: & < > " ' become entities. Every value that a person typed
 * (a guest's name, an e-mail's subject and body) goes through this before it is put in HTML.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]!);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
