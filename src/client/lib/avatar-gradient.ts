/** docs/product-spec.md, section 9: message avatars take one of 8 gradients, picked by a hash of the sender's email or name. */
const GRADIENTS = [
  'from-rose-500 to-pink-700',
  'from-amber-500 to-orange-700',
  'from-emerald-500 to-teal-700',
  'from-sky-500 to-blue-700',
  'from-violet-500 to-purple-700',
  'from-fuchsia-500 to-rose-700',
  'from-lime-600 to-green-800',
  'from-cyan-600 to-sky-800',
] as const;

export function avatarGradient(seed: string): string {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return GRADIENTS[Math.abs(hash) % GRADIENTS.length]!;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : (parts[0]?.slice(0, 2) ?? '');
  return letters.toUpperCase() || '?';
}
