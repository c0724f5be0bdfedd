const fs = require('fs');
const { SourceMapConsumer } = require('source-map-js');
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const sizes = {};
const mappings = [];
c.eachMapping((m) => mappings.push(m));
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i], n = mappings[i + 1];
  const len = n && n.generatedLine === m.generatedLine ? n.generatedColumn - m.generatedColumn : lines[m.generatedLine - 1].length - m.generatedColumn;
  const src = (m.source || '?').replace(/.*node_modules\//, '');
  sizes[src] = (sizes[src] || 0) + len;
}
const re = new RegExp(process.argv[3] || '.');
console.log(Object.entries(sizes).filter(([k])=>re.test(k)).sort((a,b)=>b[1]-a[1]).slice(0,40).map(([k,v])=>`${(v/1024).toFixed(1)}k ${k}`).join('\n'));
