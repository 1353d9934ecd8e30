// node --import tsx bench/cpu-profile-summary.ts <file.cpuprofile> [top=25]
// Where a --cpu-prof profile spent its time: self time per function and per package or source file.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (!url) return '(native/idle)';
  return url.replace(/^file:\/\//, '').replace(/^.*\/work\/main\//, '');
};
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const fns = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  add(fns, `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`, us);
  add(places, where(url), us);
}
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  }
};
// Inclusive time of our own functions (src/, bench/): what each costs with everything it calls.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
    if (!/\/work\/main\/(src|bench)\//.test(url)) continue;
    const k = `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
    if (!seen.has(k)) add(inclusive, k, us);
    seen.add(k);
  }
}
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('self time by package or file', places);
print('self time by function', fns);
print('inclusive time of our own functions', inclusive);
