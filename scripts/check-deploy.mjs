// A step of `npm test`: the Grafana dashboard and the alerts of deploy/ against what the server
// exposes. Every lumina_* metric they read is a name the server declares (src/server, outside the
// tests), so a rename on either side fails here instead of leaving an empty panel or an alert that
// never fires; the dashboard is Grafana JSON whose panels all use the provisioned data source, with
// unique ids and no two panels on the same cells. (promtool checks the PromQL: the next step.)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const problems = [];
const read = (file) => readFileSync(file, 'utf8');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const declared = new Set(sourceFiles('src/server').flatMap((file) => [...read(file).matchAll(/['"`](lumina_[a-z0-9_]+)['"`]/g)].map((m) => m[1])));
const known = (name) => declared.has(name) || declared.has(name.replace(/_(bucket|count|sum)$/, ''));

const datasource = read('deploy/grafana/provisioning/datasources/prometheus.yml').match(/^\s*uid:\s*(\S+)\s*$/m)?.[1];
if (!datasource) problems.push('deploy/grafana/provisioning/datasources/prometheus.yml: no uid');

const dashboard = JSON.parse(read('deploy/grafana/dashboards/lumina.json'));
if (typeof dashboard.schemaVersion !== 'number' || !dashboard.uid || !dashboard.title) problems.push('lumina.json: schemaVersion, uid and title are required');
const ids = new Set();
const cells = new Map();
const overlaps = new Set();
const exprs = [];
for (const panel of dashboard.panels ?? []) {
  const where = `lumina.json panel ${panel.id} "${panel.title}"`;
  if (ids.has(panel.id)) problems.push(`${where}: id used twice`);
  ids.add(panel.id);
  const { x, y, w, h } = panel.gridPos ?? {};
  if (![x, y, w, h].every(Number.isInteger) || x + w > 24) problems.push(`${where}: gridPos ${JSON.stringify(panel.gridPos)}`);
  for (let row = y; row < y + h; row += 1) {
    for (let col = x; col < x + w; col += 1) {
      const other = cells.get(`${col},${row}`);
      if (other !== undefined && !overlaps.has(`${other}/${panel.id}`)) problems.push(`${where}: overlaps panel ${other} at ${col},${row}`);
      if (other !== undefined) overlaps.add(`${other}/${panel.id}`);
      cells.set(`${col},${row}`, panel.id);
    }
  }
  if (panel.type === 'row') continue;
  const sources = [panel.datasource, ...(panel.targets ?? []).map((target) => target.datasource)];
  if (!panel.targets?.length) problems.push(`${where}: no query`);
  if (sources.some((source) => source?.uid !== datasource)) problems.push(`${where}: a data source other than uid ${datasource}`);
  exprs.push(...(panel.targets ?? []).map((target) => [where, target.expr]));
}

exprs.push(...[...read('deploy/prometheus/alerts.yml').matchAll(/expr:\s*(\|[^]*?(?=\n\s+for:|\n\s+labels:)|.*)/g)].map((m) => ['alerts.yml', m[1]]));
for (const [where, expr] of exprs) {
  for (const [name] of expr.matchAll(/lumina_[a-z0-9_]+/g)) {
    if (!known(name)) problems.push(`${where}: ${name} is not a metric the server declares`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`deploy/grafana and deploy/prometheus: ${ids.size} panels, ${exprs.length} queries, every lumina_* name declared by the server`);
