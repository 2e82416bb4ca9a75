// A small Markdown reader for the rules texts the registry exposes:
// headings, paragraphs, lists, code spans and blocks, emphasis and links.
// Everything is escaped first, so a rules text cannot inject markup.

function escape(s) {
  return s.replace(/[&<>"']/g, c => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'}[c]));
}

function inline(s) {
  return escape(s)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '<a href="$2" target="_blank" rel="noopener">$1</a>');
}

export function markdown(text) {
  const out = [];
  let para = [], list = null, code = null;
  const flush = () => {
    if (para.length) out.push('<p>' + inline(para.join(' ')) + '</p>');
    para = [];
    if (list) out.push('<' + list.tag + '>' + list.items.map(i => '<li>' + inline(i) + '</li>').join('') + '</' + list.tag + '>');
    list = null;
  };
  for (const line of (text || '').split('\n')) {
    if (code !== null) {
      if (line.startsWith('```')) { out.push('<pre>' + escape(code.join('\n')) + '</pre>'); code = null; } else code.push(line);
      continue;
    }
    if (line.startsWith('```')) { flush(); code = []; continue; }
    let m;
    if ((m = line.match(/^(#{1,6})\s+(.*)$/))) { flush(); const n = Math.min(6, m[1].length + 2); out.push(`<h${n}>` + inline(m[2]) + `</h${n}>`); continue; }
    if ((m = line.match(/^\s*[-*+]\s+(.*)$/)) || (m = line.match(/^\s*\d+[.)]\s+(.*)$/))) {
      const tag = /^\s*\d/.test(line) ? 'ol' : 'ul';
      if (para.length) { out.push('<p>' + inline(para.join(' ')) + '</p>'); para = []; }
      if (!list || list.tag !== tag) { if (list) flush(); list = {tag, items: []}; }
      list.items.push(m[1]);
      continue;
    }
    if (!line.trim()) { flush(); continue; }
    if (list && /^\s+/.test(line)) { list.items[list.items.length - 1] += ' ' + line.trim(); continue; }
    if (list) flush();
    para.push(line.trim());
  }
  if (code !== null) out.push('<pre>' + escape(code.join('\n')) + '</pre>');
  flush();
  return out.join('\n');
}
