// GET /v1/docs: a human-readable REST reference rendered in the browser from
// /v1/openapi.json, with no assets from elsewhere (the service may run offline).
export const restDocsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rally REST API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#222}
h2{border-bottom:1px solid #ddd;margin-top:2.5rem}.op{margin:1rem 0;padding:.6rem 1rem;border:1px solid #e3e3e3;border-radius:6px}
.m{display:inline-block;min-width:4.5em;font-weight:700}.GET{color:#0a7}.POST{color:#06c}.PUT{color:#c70}.DELETE{color:#c22}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f6f6f6;padding:.5rem;overflow:auto}.dep{opacity:.6}
</style></head><body><h1>Rally REST API</h1><p id="intro"></p><div id="ops">Loading…</div>
<script>
fetch('/v1/openapi.json').then(r=>r.json()).then(doc=>{
  document.getElementById('intro').textContent=doc.info.description;
  const byTag={};
  for(const [path,item] of Object.entries(doc.paths))for(const [m,op] of Object.entries(item))(byTag[(op.tags||['Other'])[0]]??=[]).push({path,m:m.toUpperCase(),op});
  const esc=s=>String(s??'').replace(/[&<>]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;'}[c]));
  const schema=s=>{if(!s)return'';if(s.$ref)return s.$ref.split('/').pop();if(s.type==='array')return'['+schema(s.items)+']';return s.type||'object'};
  // the answer's data: in the envelope's own properties, or in a part of it (allOf: the envelope beside message and synchronization_*)
  const resolve=s=>s&&s.$ref?doc.components.schemas[s.$ref.split('/').pop()]:s;
  const dataOf=op=>{const s=resolve(op.responses?.['200']?.content?.['application/json']?.schema);if(!s)return undefined;if(s.properties?.data)return s.properties.data;for(const part of s.allOf||[]){const r=resolve(part);if(r?.properties?.data)return r.properties.data}return undefined};
  const fields=s=>{s=s&&s.$ref?doc.components.schemas[s.$ref.split('/').pop()]:s;if(!s||!s.properties)return'';return'<ul>'+Object.entries(s.properties).map(([k,v])=>'<li><code>'+esc(k)+'</code> '+esc(schema(v))+(s.required&&s.required.includes(k)?' <b>required</b>':'')+(v.description?' — '+esc(v.description):'')+'</li>').join('')+'</ul>'};
  document.getElementById('ops').innerHTML=Object.entries(byTag).map(([tag,ops])=>'<h2>'+esc(tag)+'</h2>'+ops.map(({path,m,op})=>
    '<div class="op'+(op.deprecated?' dep':'')+'"><span class="m '+m+'">'+m+'</span><code>'+esc(path)+'</code>'+(op.deprecated?' (legacy)':'')+
    '<div>'+esc(op.summary)+'</div>'+
    ((op.parameters||[]).length?'<div>Parameters:<ul>'+op.parameters.map(p=>'<li><code>'+esc(p.name)+'</code> ('+p.in+') '+esc(schema(p.schema))+(p.required?' <b>required</b>':'')+'</li>').join('')+'</ul></div>':'')+
    (op.requestBody?'<div>Body:'+fields(op.requestBody.content['application/json'].schema)+'</div>':'')+
    '<div>Response data: '+esc(schema(dataOf(op)))+'</div></div>').join('')).join('');
});
</script></body></html>`;
